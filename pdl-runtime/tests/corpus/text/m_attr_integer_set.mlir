// attr integer set
"test.a"() {s = affine_set<(d0) : (d0 - 1 >= 0)>, m = affine_map<() -> (0)>} : () -> ()
