#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0) -> (d0 + 1)>
#map2 = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
"builtin.module"() ({
  "test.a"() {m = #map, m2 = #map, m3 = #map1} : () -> ()
  "test.b"() {n = #map2, o = #map1} : () -> ()
}) : () -> ()

