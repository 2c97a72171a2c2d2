module {
  "my.br"()[^bb1] : () -> ()
}
"my.other"() : () -> ()
