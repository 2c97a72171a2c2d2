// Nothing at all: the header is missing.
use pdl_macros::pdl;

pdl! {}

fn main() {}
