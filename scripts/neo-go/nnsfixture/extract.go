package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/nspcc-dev/neo-go/pkg/core/block"
	"github.com/nspcc-dev/neo-go/pkg/io"
	"github.com/nspcc-dev/neo-go/pkg/smartcontract/manifest"
	"github.com/nspcc-dev/neo-go/pkg/smartcontract/nef"
	"github.com/nspcc-dev/neo-go/pkg/smartcontract/scparser"
	"github.com/nspcc-dev/neo-go/pkg/vm/opcode"
)

// The manifest name of neo-go's examples/nft-nd-nns.
const nnsManifestName = "NameService"

func runExtract(args []string) error {
	fs := flag.NewFlagSet("extract", flag.ContinueOnError)
	dump := fs.String("dump", "", "a chain dump (neo-go db dump format: block count, then each block with its size)")
	out := fs.String("out", "", "the directory to write nns.nef and nns.manifest.json into")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *dump == "" || *out == "" {
		return errors.New("-dump and -out are required")
	}
	nefBytes, manifestBytes, index, err := findDeploy(*dump)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(*out, "nns.nef"), nefBytes, 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(*out, "nns.manifest.json"), manifestBytes, 0o644); err != nil {
		return err
	}
	fmt.Printf("extracted %s from block #%d: nef %d bytes, manifest %d bytes\n", nnsManifestName, index, len(nefBytes), len(manifestBytes))
	return nil
}

// findDeploy reads the dump block by block and returns the NEF and manifest pushed by the first
// transaction script whose pushed manifest is named NameService (the deploy call pushes the
// manifest, then the NEF, as its arguments).
func findDeploy(path string) ([]byte, []byte, uint32, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, 0, err
	}
	defer f.Close()
	r := io.NewBinReaderFromIO(f)
	count := r.ReadU32LE()
	for range count {
		_ = r.ReadU32LE() // the block's size
		b := block.New(false)
		b.DecodeBinary(r)
		if r.Err != nil {
			return nil, nil, 0, fmt.Errorf("reading %s: %w", path, r.Err)
		}
		for _, tx := range b.Transactions {
			nefBytes, manifestBytes := deployArguments(tx.Script)
			if nefBytes != nil {
				return nefBytes, manifestBytes, b.Index, nil
			}
		}
	}
	return nil, nil, 0, fmt.Errorf("no deploy of %s in %d blocks of %s", nnsManifestName, count, path)
}

// deployArguments returns the valid NEF and the NameService manifest pushed by script, or nils.
func deployArguments(script []byte) ([]byte, []byte) {
	var pushed [][]byte
	ctx := scparser.NewContext(script, 0)
	for {
		op, param, err := ctx.Next()
		if err != nil || op == opcode.RET && ctx.IP() >= len(script) {
			break
		}
		if op == opcode.PUSHDATA1 || op == opcode.PUSHDATA2 || op == opcode.PUSHDATA4 {
			pushed = append(pushed, param)
		}
		if ctx.NextIP() >= len(script) {
			break
		}
	}
	var nefBytes, manifestBytes []byte
	for _, data := range pushed {
		if bytes.HasPrefix(data, []byte("NEF3")) {
			if _, err := nef.FileFromBytes(data); err == nil {
				nefBytes = data
			}
			continue
		}
		var m manifest.Manifest
		if json.Unmarshal(data, &m) == nil && m.Name == nnsManifestName {
			manifestBytes = data
		}
	}
	if nefBytes == nil || manifestBytes == nil {
		return nil, nil
	}
	return nefBytes, manifestBytes
}
