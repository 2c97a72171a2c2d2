// error: empty op name
""() : () -> ()
