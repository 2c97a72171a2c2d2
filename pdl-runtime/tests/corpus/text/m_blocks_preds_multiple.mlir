// blocks preds multiple
func.func @f(%c: i1) {
  "test.cond"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "test.jmp"()[^bb3] : () -> ()
^bb2:
  "test.jmp"()[^bb3] : () -> ()
^bb3:
  "test.jmp"()[^bb3, ^bb3] : () -> ()
}
