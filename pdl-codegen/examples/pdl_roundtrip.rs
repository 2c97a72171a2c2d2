//! Reads a PDL file and prints the pattern model back as PDL (a development aid).
fn main() {
    let path = std::env::args().nth(1).expect("usage: pdl_roundtrip FILE");
    let src = std::fs::read_to_string(&path).expect("readable file");
    match pdl_codegen::syntax::pdl::parse_pdl(&src) {
        Ok(set) => print!("{}", pdl_codegen::syntax::pdl::print_pdl(&set)),
        Err(d) => {
            eprint!("{}", pdl_codegen::syntax::diag::render_all(&d, &path, &src));
            std::process::exit(1);
        }
    }
}
