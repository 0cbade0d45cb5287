// nnsfixture prepares the NNS contract on a neo-go node for NNS Explorer's real-node tests, with
// neo-go's own library (v0.122.0, pinned by ../go.mod):
//
//	nnsfixture extract  -dump testblocks.acc -out DIR
//	    writes DIR/nns.nef and DIR/nns.manifest.json: the NameService contract (neo-go's
//	    examples/nft-nd-nns as neo-go compiled it) taken from the ContractManagement deploy call
//	    in a chain dump of neo-go's module (pkg/services/rpcsrv/testdata/testblocks.acc).
//	nnsfixture seed     -rpc URL -wallet W -password P -nef F -manifest F -names N -out FILE.json
//	    deploys the contract, adds the roots, sets the price, registers N names for several owners
//	    (keys derived from -seed), and writes an admin, records and a transfer; FILE.json lists
//	    everything it registered (scripts/lib/neoGo.mts reads it).
//	nnsfixture register -rpc URL -wallet W -password P -contract HASH -owner I -name NAME [-seed S]
//	    registers one more name for owner I (a test registering while a list is read).
//
// Nothing of the contract's source or bytes is in the repository: extract reads them from the
// module cache.
package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: nnsfixture extract|seed|register [flags]")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "extract":
		err = runExtract(os.Args[2:])
	case "seed":
		err = runSeed(os.Args[2:])
	case "register":
		err = runRegister(os.Args[2:])
	default:
		err = fmt.Errorf("unknown command %q (extract, seed, register)", os.Args[1])
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "nnsfixture %s: %v\n", os.Args[1], err)
		os.Exit(1)
	}
}
