//go:build tools

// Pins the neo-go node's CLI (package github.com/nspcc-dev/neo-go/cli) in go.mod, so that
// `go build github.com/nspcc-dev/neo-go/cli` from this module builds exactly v0.122.0.
package tools

import _ "github.com/nspcc-dev/neo-go/cli"
