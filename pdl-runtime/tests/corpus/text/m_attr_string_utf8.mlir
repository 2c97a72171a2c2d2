// attr string utf8
"test.a"() {t = "é ü 日本", u = "emoji 😀"} : () -> ()
