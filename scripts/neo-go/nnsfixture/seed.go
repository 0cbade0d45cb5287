package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/nspcc-dev/neo-go/pkg/core/state"
	"github.com/nspcc-dev/neo-go/pkg/core/transaction"
	"github.com/nspcc-dev/neo-go/pkg/rpcclient"
	"github.com/nspcc-dev/neo-go/pkg/rpcclient/actor"
	"github.com/nspcc-dev/neo-go/pkg/rpcclient/management"
	"github.com/nspcc-dev/neo-go/pkg/smartcontract"
	"github.com/nspcc-dev/neo-go/pkg/smartcontract/manifest"
	"github.com/nspcc-dev/neo-go/pkg/smartcontract/nef"
	"github.com/nspcc-dev/neo-go/pkg/util"
	"github.com/nspcc-dev/neo-go/pkg/wallet"
)

// The NNS record types (the contract's numbers).
const (
	recordA     = 1
	recordCNAME = 5
	recordTXT   = 16
	recordAAAA  = 28
)

// Roots the committee adds; every generated name is under one of them.
var roots = []string{"neo", "test"}

// The names that carry the records, registered for owner 0 before the generated ones.
const (
	resolvedName = "resolved.neo"     // A, AAAA and a TXT "address=N…" (NEP-18)
	wwwName      = "www.resolved.neo" // CNAME → resolved.neo (a record of resolved.neo's token)
	chainName    = "chain.neo"        // CNAME → www.resolved.neo → resolved.neo
	farName      = "far.neo"          // CNAME → chain.neo: one redirection more than resolve follows
	longLabel    = "a-label-of-sixty-three-characters-which-is-the-longest-allowed1"
	digitsName   = "0123456789.test"
)

type ownerOut struct {
	Index      int    `json:"index"`
	Address    string `json:"address"`
	ScriptHash string `json:"scriptHash"`
}

type nameOut struct {
	Name  string `json:"name"`
	Owner string `json:"owner"`
}

type recordOut struct {
	Name string `json:"name"`
	Type int    `json:"type"`
	Data string `json:"data"`
}

type seedOut struct {
	ContractHash string      `json:"contractHash"`
	Committee    string      `json:"committee"`
	Seed         string      `json:"seed"`
	Roots        []string    `json:"roots"`
	Price        int         `json:"price"`
	Owners       []ownerOut  `json:"owners"`
	Names        []nameOut   `json:"names"`
	Admins       []nameOut   `json:"admins"`
	Records      []recordOut `json:"records"`
	Transfers    []transfer  `json:"transfers"`
	Resolve      resolveOut  `json:"resolve"`
	Timings      timingsOut  `json:"timingsMs"`
}

type transfer struct {
	Name string `json:"name"`
	From string `json:"from"`
	To   string `json:"to"`
}

type resolveOut struct {
	Name       string `json:"name"`
	Chain      string `json:"chain"`
	Far        string `json:"far"`
	Www        string `json:"www"`
	A          string `json:"a"`
	AAAA       string `json:"aaaa"`
	TxtAddress string `json:"txtAddress"`
}

type timingsOut struct {
	Deploy int64 `json:"deploy"`
	Roots  int64 `json:"roots"`
	Names  int64 `json:"names"`
	Extras int64 `json:"extras"`
}

type planned struct {
	name  string
	owner int
}

func runSeed(args []string) error {
	fs := flag.NewFlagSet("seed", flag.ContinueOnError)
	rpc := fs.String("rpc", "", "the node's RPC URL")
	walletPath := fs.String("wallet", "", "the validator's wallet (wallet1_solo.json)")
	password := fs.String("password", "", "its password")
	nefPath := fs.String("nef", "", "nns.nef")
	manifestPath := fs.String("manifest", "", "nns.manifest.json")
	count := fs.Int("names", 10000, "names to register")
	ownerCount := fs.Int("owners", 6, "owners (owner i holds a share proportional to owners - i)")
	seed := fs.String("seed", "nns-explorer/realnode", "derives the owners' keys")
	perTx := fs.Int("per-tx", 200, "register calls per transaction")
	out := fs.String("out", "", "where to write the JSON of what was registered")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *rpc == "" || *walletPath == "" || *nefPath == "" || *manifestPath == "" || *out == "" {
		return errors.New("-rpc, -wallet, -nef, -manifest and -out are required")
	}
	if *ownerCount < 4 {
		return errors.New("-owners must be at least 4 (an admin and a transfer need distinct owners)")
	}
	ctx := context.Background()
	c, committee, err := connectAsCommittee(ctx, *rpc, *walletPath, *password)
	if err != nil {
		return err
	}
	owners := make([]*wallet.Account, *ownerCount)
	result := seedOut{Committee: committeeAddress, Seed: *seed, Roots: roots, Price: 1}
	for i := range owners {
		if owners[i], err = ownerAccount(*seed, i); err != nil {
			return err
		}
		result.Owners = append(result.Owners, ownerOut{Index: i, Address: owners[i].Address, ScriptHash: "0x" + owners[i].ScriptHash().StringLE()})
	}
	committeeActor, err := newActor(c, committee)
	if err != nil {
		return err
	}

	// 1. Deploy.
	started := time.Now()
	contract, err := deploy(ctx, committeeActor, *nefPath, *manifestPath)
	if err != nil {
		return err
	}
	result.ContractHash = "0x" + contract.StringLE()
	result.Timings.Deploy = time.Since(started).Milliseconds()

	// 2. Roots and a price of 1 datoshi (the contract burns the price: BurnGas(0) faults).
	started = time.Now()
	b := smartcontract.NewBuilder()
	for _, root := range roots {
		b.InvokeMethod(contract, "addRoot", root)
	}
	b.InvokeMethod(contract, "setPrice", 1)
	if err := run(ctx, committeeActor, b); err != nil {
		return fmt.Errorf("roots and price: %w", err)
	}
	result.Timings.Roots = time.Since(started).Milliseconds()

	// 3. The names: one owner's names per transaction, the owner a signer beside the committee.
	started = time.Now()
	plan := planNames(*count, *ownerCount)
	if err := registerAll(ctx, c, committee, owners, contract, plan, *perTx); err != nil {
		return err
	}
	result.Timings.Names = time.Since(started).Milliseconds()

	// 4. An admin, records, a transfer.
	started = time.Now()
	finalOwner := make(map[string]int, len(plan))
	for _, p := range plan {
		finalOwner[p.name] = p.owner
	}
	if err := extras(ctx, c, committee, owners, contract, plan, finalOwner, &result); err != nil {
		return err
	}
	result.Timings.Extras = time.Since(started).Milliseconds()

	for _, p := range plan {
		result.Names = append(result.Names, nameOut{Name: p.name, Owner: owners[finalOwner[p.name]].Address})
	}
	data, err := json.MarshalIndent(result, "", " ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(*out, data, 0o644); err != nil {
		return err
	}
	fmt.Printf("seeded %d names for %d owners on %s: deploy %d ms, roots %d ms, names %d ms, extras %d ms\n",
		len(plan), len(owners), result.ContractHash, result.Timings.Deploy, result.Timings.Roots, result.Timings.Names, result.Timings.Extras)
	return nil
}

// deploy sends the contract and returns its hash (it depends on the sender, the NEF's checksum and the name).
func deploy(ctx context.Context, act *actor.Actor, nefPath, manifestPath string) (util.Uint160, error) {
	nefBytes, err := os.ReadFile(nefPath)
	if err != nil {
		return util.Uint160{}, err
	}
	nefFile, err := nef.FileFromBytes(nefBytes)
	if err != nil {
		return util.Uint160{}, fmt.Errorf("%s: %w", nefPath, err)
	}
	manifestBytes, err := os.ReadFile(manifestPath)
	if err != nil {
		return util.Uint160{}, err
	}
	m := new(manifest.Manifest)
	if err := json.Unmarshal(manifestBytes, m); err != nil {
		return util.Uint160{}, fmt.Errorf("%s: %w", manifestPath, err)
	}
	h, vub, err := management.New(act).Deploy(&nefFile, m, nil)
	if _, err := act.WaitSuccess(ctx, h, vub, err); err != nil {
		return util.Uint160{}, fmt.Errorf("deploy: %w", err)
	}
	return state.CreateContractHash(act.Sender(), nefFile.Checksum, m.Name), nil
}

// run sends the builder's script signed by the actor's signers and waits for it to HALT.
func run(ctx context.Context, act *actor.Actor, b *smartcontract.Builder) error {
	script, err := b.Script()
	if err != nil {
		return err
	}
	h, vub, err := act.SendRun(script)
	_, err = act.WaitSuccess(ctx, h, vub, err)
	return err
}

// fixedNames: the names that carry records, and a few of unusual shape.
func fixedNames() []planned {
	return []planned{
		{resolvedName, 0}, {chainName, 0}, {farName, 0}, {longLabel + ".neo", 1}, {digitsName, 2}, {"a-b.test", 3},
	}
}

// planNames: the record-carrying and edge-case names for owner 0, then generated names, owner i
// taking a share proportional to (owners - i), one in five under the second root.
func planNames(count, owners int) []planned {
	fixed := fixedNames()
	plan := make([]planned, 0, count)
	for _, p := range fixed {
		if len(plan) < count {
			plan = append(plan, p)
		}
	}
	words := []string{"alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliett", "kilo", "lima", "mike", "nov", "oscar", "papa"}
	total := owners * (owners + 1) / 2
	for i := 0; len(plan) < count; i++ {
		// A position in 0..total-1 spread over the range, mapped to an owner by its share.
		pos := (i * 7919) % total
		owner := 0
		for share := owners; pos >= share; share-- {
			pos -= share
			owner++
		}
		label := fmt.Sprintf("%s%d", words[i%len(words)], i)
		if i%7 == 3 {
			label = fmt.Sprintf("%s-%s-%d", words[i%len(words)], words[(i/3)%len(words)], i)
		}
		plan = append(plan, planned{label + "." + roots[boolIndex(i%5 == 4)], owner})
	}
	return plan
}

func boolIndex(b bool) int {
	if b {
		return 1
	}
	return 0
}

// registerAll builds every transaction (a test invocation each: the system fee), a few at a time,
// then sends them all and waits for each to HALT.
func registerAll(ctx context.Context, c *rpcclient.Client, committee *wallet.Account, owners []*wallet.Account, contract util.Uint160, plan []planned, perTx int) error {
	byOwner := make([][]string, len(owners))
	for _, p := range plan {
		byOwner[p.owner] = append(byOwner[p.owner], p.name)
	}
	type job struct {
		owner int
		names []string
	}
	var jobs []job
	for owner, names := range byOwner {
		for start := 0; start < len(names); start += perTx {
			jobs = append(jobs, job{owner, names[start:min(start+perTx, len(names))]})
		}
	}
	actors := make([]*actor.Actor, len(owners))
	for i, owner := range owners {
		var err error
		if actors[i], err = newActor(c, committee, owner); err != nil {
			return err
		}
	}
	txs := make([]*transaction.Transaction, len(jobs))
	errs := make([]error, len(jobs))
	var wg sync.WaitGroup
	next := make(chan int)
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				b := smartcontract.NewBuilder()
				for _, name := range jobs[i].names {
					b.InvokeWithAssert(contract, "register", name, owners[jobs[i].owner].ScriptHash())
				}
				script, err := b.Script()
				if err == nil {
					txs[i], err = actors[jobs[i].owner].MakeRun(script)
				}
				errs[i] = err
			}
		}()
	}
	for i := range jobs {
		next <- i
	}
	close(next)
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("building the register transactions: %w", err)
	}
	return sendAndWait(ctx, actors[0], txs)
}

// sendAndWait sends signed transactions, then waits for every one to HALT.
func sendAndWait(ctx context.Context, act *actor.Actor, txs []*transaction.Transaction) error {
	hashes := make([]util.Uint256, len(txs))
	for i, tx := range txs {
		h, _, err := act.Send(tx)
		if err != nil {
			return fmt.Errorf("sending transaction %d of %d: %w", i+1, len(txs), err)
		}
		hashes[i] = h
	}
	for i, h := range hashes {
		if _, err := act.WaitSuccess(ctx, h, txs[i].ValidUntilBlock, nil); err != nil {
			return fmt.Errorf("transaction %s: %w", h.StringLE(), err)
		}
	}
	return nil
}

// extras: owner 2 makes owner 3 the admin of its first generated name; owner 0 gives records to
// resolved.neo, www.resolved.neo and chain.neo, and transfers its first generated name to owner 1.
func extras(ctx context.Context, c *rpcclient.Client, committee *wallet.Account, owners []*wallet.Account, contract util.Uint160, plan []planned, finalOwner map[string]int, result *seedOut) error {
	firstOf := func(owner int) (string, error) {
		for _, p := range plan[min(len(fixedNames()), len(plan)):] {
			if p.owner == owner {
				return p.name, nil
			}
		}
		return "", fmt.Errorf("owner %d has no generated name (too few names)", owner)
	}
	adminName, err := firstOf(2)
	if err != nil {
		return err
	}
	gift, err := firstOf(0)
	if err != nil {
		return err
	}
	var txs []*transaction.Transaction
	var act *actor.Actor

	// setAdmin needs the witness of the owner and of the new admin.
	act, err = newActor(c, committee, owners[2], owners[3])
	if err != nil {
		return err
	}
	b := smartcontract.NewBuilder()
	b.InvokeMethod(contract, "setAdmin", adminName, owners[3].ScriptHash())
	tx, err := makeRun(act, b)
	if err != nil {
		return fmt.Errorf("setAdmin: %w", err)
	}
	txs = append(txs, tx)
	result.Admins = append(result.Admins, nameOut{Name: adminName, Owner: owners[3].Address})

	act, err = newActor(c, committee, owners[0])
	if err != nil {
		return err
	}
	result.Resolve = resolveOut{Name: resolvedName, Chain: chainName, Far: farName, Www: wwwName, A: "1.2.3.4", AAAA: "2a00:1450:4001:81a::200e", TxtAddress: owners[1].Address}
	result.Records = []recordOut{
		{resolvedName, recordA, result.Resolve.A},
		{resolvedName, recordAAAA, result.Resolve.AAAA},
		{resolvedName, recordTXT, "address=" + owners[1].Address},
		{wwwName, recordCNAME, resolvedName},
		{chainName, recordCNAME, wwwName},
		{farName, recordCNAME, chainName},
	}
	b = smartcontract.NewBuilder()
	for _, r := range result.Records {
		b.InvokeMethod(contract, "setRecord", r.Name, r.Type, r.Data)
	}
	b.InvokeWithAssert(contract, "transfer", owners[1].ScriptHash(), []byte(gift), nil)
	if tx, err = makeRun(act, b); err != nil {
		return fmt.Errorf("records and transfer: %w", err)
	}
	txs = append(txs, tx)
	finalOwner[gift] = 1
	result.Transfers = append(result.Transfers, transfer{Name: gift, From: owners[0].Address, To: owners[1].Address})
	return sendAndWait(ctx, act, txs)
}

func makeRun(act *actor.Actor, b *smartcontract.Builder) (*transaction.Transaction, error) {
	script, err := b.Script()
	if err != nil {
		return nil, err
	}
	tx, err := act.MakeRun(script)
	if err != nil && strings.Contains(err.Error(), "FAULT") {
		return nil, fmt.Errorf("the test invocation faulted: %w", err)
	}
	return tx, err
}
