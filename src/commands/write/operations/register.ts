// nns.registerName, Register Name…'s prompts: the name (given, or typed and checked as typed: free and
// at what price, asked of the contract), its owner among the workspace's accounts for this network, and
// on NeoFS's NNS the e-mail address of its SOA record.
import * as vscode from 'vscode';
import { readNamePrice, type NamePrice } from '../../../core';
import { nameProblem } from '../../../model/names/nameSyntax';
import { forNotification } from '../../../model/text/untrustedText';
import { isUnsupported, unsupportedText } from '../../../model/write/contracts/contractApi';
import type { SoaFields } from '../../../model/write/contracts/contractArguments';
import { registerSpec, registrationQuote, type RegistrationQuote } from '../../../model/write/operations/register';
import type { RunOutcome } from '../../../model/write/run/runNameOperation';
import { domainNameOf } from '../../domainArgument';
import { elsewhereOf, pickAccount, runOperation, signingAccountsOf, startWrite, type WriteContext, type WriteSession } from '../writeFlow';

interface Quote {
  readonly price?: NamePrice;
  readonly quote: RegistrationQuote;
}

/** `nns.registerName(name?)`: resolves with the outcome, or undefined when it stopped before the confirmation. */
export async function registerName(context: WriteContext, arg?: unknown): Promise<RunOutcome | undefined> {
  const { l10n } = context;
  const session = await startWrite(context);
  if (!session) return undefined;
  if (isUnsupported(session.api.register)) {
    void vscode.window.showErrorMessage(unsupportedText(session.api.register, session.api, l10n));
    return undefined;
  }
  const quotes = new Map<string, Promise<Quote>>();
  const quoteOf = (name: string) => {
    let quote = quotes.get(name);
    if (!quote) quotes.set(name, (quote = readQuote(context, session, name)));
    return quote;
  };
  const given = domainNameOf(arg);
  const name = given ?? await vscode.window.showInputBox({
    title: l10n.t('Register Name'),
    prompt: l10n.t('The name to register, e.g. example.neo: it is checked by the contract\'s rules, then whether it is free and its price.'),
    placeHolder: 'example.neo',
    ignoreFocusOut: true,
    validateInput: async (text) => {
      const typed = text.trim();
      if (typed === '') return undefined;
      const problem = nameProblem(typed, l10n);
      if (problem) return problem;
      const { quote } = await quoteOf(typed);
      return quote.registrable ? { message: quote.text, severity: vscode.InputBoxValidationSeverity.Info } : quote.text;
    },
  });
  if (name === undefined || name.trim() === '') return undefined;
  const typed = name.trim();
  const problem = nameProblem(typed, l10n);
  if (problem) {
    void vscode.window.showErrorMessage(problem);
    return undefined;
  }
  const { quote, price } = await quoteOf(typed);
  if (!quote.registrable) {
    void vscode.window.showErrorMessage(quote.text);
    return undefined;
  }
  const accounts = await signingAccountsOf(context, session);
  if (!accounts) return undefined;
  // The quote in the title, where it has room; the placeholder short enough to be read whole.
  const title = quote.brief ? l10n.t('Register {0}: {1}', forNotification(typed, 80), quote.brief) : l10n.t('Register {0}', forNotification(typed, 80));
  const owner = await pickAccount(l10n, session, accounts, title, l10n.t('The owner: it signs and pays'), new Map(), await elsewhereOf(context, session, accounts));
  if (!owner) return undefined;
  let soa: SoaFields | undefined;
  if (!isUnsupported(session.api.register) && session.api.register.soa) {
    const email = await vscode.window.showInputBox({
      title: l10n.t('Register {0}', forNotification(typed, 80)),
      prompt: l10n.t('This contract (NeoFS\'s NNS) records an e-mail address with the name (its SOA record).'),
      placeHolder: 'admin@example.com',
      ignoreFocusOut: true,
      validateInput: (text) => (/^[^\s@]+@[^\s@]+$/.test(text.trim()) ? undefined : l10n.t('An e-mail address, e.g. admin@example.com.')),
    });
    if (email === undefined) return undefined;
    soa = { email: email.trim() };
  }
  return runOperation(context, session, {
    spec: registerSpec,
    operation: { kind: 'register', name: typed, owner: { address: owner.address, scriptHash: owner.scriptHash, ...(owner.label ? { label: owner.label } : {}) }, ...(soa ? { soa } : {}) },
    signers: [owner],
    ...(price && price.price >= 0n ? { price: price.price } : {}),
  });
}

/** Whether the name is free and its price (one batch); a contract without getPrice: only isAvailable's word is missing, the contract decides. */
async function readQuote(context: WriteContext, session: WriteSession, name: string): Promise<Quote> {
  const { l10n } = context;
  const query = session.api.getPrice;
  if (isUnsupported(query)) return { quote: { registrable: true, text: l10n.t('{0}: this contract tells no price; the confirmation shows the fees.', forNotification(name, 80)) } };
  try {
    const price = await readNamePrice(session.node, name, query, { availability: true });
    return { price, quote: registrationQuote(name, price, l10n) };
  } catch (error) {
    return { quote: { registrable: false, text: l10n.t('The node could not tell whether {0} is free: {1}', forNotification(name, 80), error instanceof Error ? forNotification(error.message, 200) : String(error)) } };
  }
}
