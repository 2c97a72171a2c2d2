%n = "test.c"() : () -> index
"scf.for"(%n, %n, %n) ({
^bb0(%i: index):
  "scf.yield"() : () -> ()
}) {unsignedCmp = 1} : (index, index, index) -> ()
