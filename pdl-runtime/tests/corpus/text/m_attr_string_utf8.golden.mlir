"builtin.module"() ({
  "test.a"() {t = "\C3\A9 \C3\BC \E6\97\A5\E6\9C\AC", u = "emoji \F0\9F\98\80"} : () -> ()
}) : () -> ()

