// error: func missing body brace
func.func @f() -> i32 
  return
