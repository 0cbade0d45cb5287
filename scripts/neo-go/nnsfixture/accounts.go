package main

import (
	"context"
	"crypto/sha256"
	"fmt"
	"time"

	"github.com/nspcc-dev/neo-go/pkg/core/transaction"
	"github.com/nspcc-dev/neo-go/pkg/crypto/keys"
	"github.com/nspcc-dev/neo-go/pkg/neorpc/result"
	"github.com/nspcc-dev/neo-go/pkg/rpcclient"
	"github.com/nspcc-dev/neo-go/pkg/rpcclient/actor"
	"github.com/nspcc-dev/neo-go/pkg/wallet"
)

// The committee of neo-go's single-validator wallet (cli/testdata/wallet1_solo.json): its 1-of-1
// multisig account is validator and committee and holds the genesis GAS.
const committeeAddress = "NfgHwwTi3wHAS8aFAN243C5vGbkYDpqLHP"

// connect opens an RPC client for url and reads the node's version (the network magic actors sign with).
func connect(ctx context.Context, url string) (*rpcclient.Client, error) {
	c, err := rpcclient.New(ctx, url, rpcclient.Options{RequestTimeout: 60 * time.Second})
	if err != nil {
		return nil, err
	}
	if err := c.Init(); err != nil {
		return nil, fmt.Errorf("connecting to %s: %w", url, err)
	}
	return c, nil
}

// connectAsCommittee opens the RPC client and decrypts the committee's account: what every command
// that sends transactions starts with.
func connectAsCommittee(ctx context.Context, url, walletPath, password string) (*rpcclient.Client, *wallet.Account, error) {
	c, err := connect(ctx, url)
	if err != nil {
		return nil, nil, err
	}
	committee, err := committeeAccount(walletPath, password)
	if err != nil {
		return nil, nil, err
	}
	return c, committee, nil
}

// committeeAccount decrypts the committee's multisig account from the validator's wallet.
func committeeAccount(path, password string) (*wallet.Account, error) {
	w, err := wallet.NewWalletFromFile(path)
	if err != nil {
		return nil, err
	}
	// No w.Close(): it would wipe the decrypted key.
	for _, acc := range w.Accounts {
		if acc.Address != committeeAddress {
			continue
		}
		if err := acc.Decrypt(password, w.Scrypt); err != nil {
			return nil, fmt.Errorf("decrypting %s: %w", committeeAddress, err)
		}
		return acc, nil
	}
	return nil, fmt.Errorf("%s has no account %s", path, committeeAddress)
}

// ownerAccount is owner number i of the seed: its key is SHA-256 of the seed and the number, so
// every run registers the same names for the same addresses.
func ownerAccount(seed string, i int) (*wallet.Account, error) {
	sum := sha256.Sum256(fmt.Appendf(nil, "%s/owner/%d", seed, i))
	key, err := keys.NewPrivateKeyFromBytes(sum[:])
	if err != nil {
		return nil, err
	}
	return wallet.NewAccountFromPrivateKey(key), nil
}

// signers: the committee first (the sender paying the fees), then each account, all CalledByEntry
// (enough for CheckWitness in a contract the entry script calls directly).
func newActor(c *rpcclient.Client, committee *wallet.Account, others ...*wallet.Account) (*actor.Actor, error) {
	signers := []actor.SignerAccount{{
		Signer:  transaction.Signer{Account: committee.ScriptHash(), Scopes: transaction.CalledByEntry},
		Account: committee,
	}}
	for _, acc := range others {
		signers = append(signers, actor.SignerAccount{
			Signer:  transaction.Signer{Account: acc.ScriptHash(), Scopes: transaction.CalledByEntry},
			Account: acc,
		})
	}
	opts := actor.NewDefaultOptions()
	opts.CheckerModifier = func(r *result.Invoke, t *transaction.Transaction) error {
		if err := actor.DefaultCheckerModifier(r, t); err != nil {
			return err
		}
		// The default (height + validators + 1) is two blocks: too short once a block waits for
		// hundreds of transactions. 600 blocks is a minute at 100 ms.
		t.ValidUntilBlock += validUntilExtra
		return nil
	}
	return actor.NewTuned(c, signers, opts)
}

const validUntilExtra = 600
