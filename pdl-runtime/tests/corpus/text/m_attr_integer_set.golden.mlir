#map = affine_map<() -> (0)>
#set = affine_set<(d0) : (d0 - 1 >= 0)>
"builtin.module"() ({
  "test.a"() {m = #map, s = #set} : () -> ()
}) : () -> ()

