package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"

	"github.com/nspcc-dev/neo-go/pkg/smartcontract"
	"github.com/nspcc-dev/neo-go/pkg/util"
)

func runRegister(args []string) error {
	fs := flag.NewFlagSet("register", flag.ContinueOnError)
	rpc := fs.String("rpc", "", "the node's RPC URL")
	walletPath := fs.String("wallet", "", "the validator's wallet (wallet1_solo.json)")
	password := fs.String("password", "", "its password")
	contractText := fs.String("contract", "", "the NNS contract's hash (0x…)")
	owner := fs.Int("owner", 0, "the owner's number (as seed numbered them)")
	seed := fs.String("seed", "nns-explorer/realnode", "derives the owners' keys (as seed did)")
	var names multiFlag
	fs.Var(&names, "name", "a name to register (repeat for more, all in one transaction)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *rpc == "" || *walletPath == "" || *contractText == "" || len(names) == 0 {
		return errors.New("-rpc, -wallet, -contract and -name are required")
	}
	contract, err := util.Uint160DecodeStringLE(trim0x(*contractText))
	if err != nil {
		return fmt.Errorf("-contract: %w", err)
	}
	ctx := context.Background()
	c, committee, err := connectAsCommittee(ctx, *rpc, *walletPath, *password)
	if err != nil {
		return err
	}
	acc, err := ownerAccount(*seed, *owner)
	if err != nil {
		return err
	}
	act, err := newActor(c, committee, acc)
	if err != nil {
		return err
	}
	b := smartcontract.NewBuilder()
	for _, name := range names {
		b.InvokeWithAssert(contract, "register", name, acc.ScriptHash())
	}
	if err := run(ctx, act, b); err != nil {
		return err
	}
	out, _ := json.Marshal(map[string]any{"names": names, "owner": acc.Address})
	fmt.Println(string(out))
	return nil
}

type multiFlag []string

func (m *multiFlag) String() string { return fmt.Sprint([]string(*m)) }

func (m *multiFlag) Set(v string) error {
	*m = append(*m, v)
	return nil
}

func trim0x(s string) string {
	if len(s) > 2 && (s[:2] == "0x" || s[:2] == "0X") {
		return s[2:]
	}
	return s
}
