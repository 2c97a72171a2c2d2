// A rewrite with neither region nor external name, then a stray ')': the parse error comes before the verifier's.
pdl.pattern : benefit(1) {
  %r = pdl.operation "x.a"
  pdl.rewrite )
}
