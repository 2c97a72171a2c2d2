// attr affine alias
"test.a"() {m = affine_map<(d0, d1) -> (d1, d0)>, m2 = affine_map<(d0, d1) -> (d1, d0)>, m3 = affine_map<(d0) -> (d0 + 1)>} : () -> ()
"test.b"() {n = affine_map<(d0)[s0] -> (d0 * 2 + s0)>, o = affine_map<(d0) -> (d0 + 1)>} : () -> ()
