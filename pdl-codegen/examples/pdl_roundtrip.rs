//! Reads a PDL file and prints the pattern model back as PDL (a development aid).
fn main() {
    let path = std::env::args().nth(1).expect("usage: pdl_roundtrip FILE");
    let src = std::fs::read_to_string(&path).expect("readable file");
    match pdl_codegen::compile::parse_pdl(&src) {
        Ok(set) => print!("{}", pdl_codegen::compile::print_pdl(&set)),
        Err(d) => {
            eprint!("{}", pdl_codegen::compile::render_all(&d, &path, &src));
            std::process::exit(1);
        }
    }
}
