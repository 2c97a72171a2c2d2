// module visibility
module {
  module @a {
  }
  module @b {
  }
}
