//! `pdll-lsp [-I DIR]...`: the PDLL language server, over stdio.

use std::path::PathBuf;

fn main() {
    let mut config = pdll_lsp::Config::default();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-I" | "--include-dir" => match args.next() {
                Some(dir) => config.include_dirs.push(PathBuf::from(dir)),
                None => fail("`-I` needs a directory"),
            },
            "--stdio" => {}
            "-h" | "--help" => {
                println!(
                    "usage: pdll-lsp [-I DIR]... [--stdio]\nThe PDLL language server, over stdio."
                );
                return;
            }
            "-V" | "--version" => {
                println!("pdll-lsp {}", env!("CARGO_PKG_VERSION"));
                return;
            }
            _ => match arg.strip_prefix("-I") {
                Some(dir) => config.include_dirs.push(PathBuf::from(dir)),
                None => fail(&format!("unknown argument `{arg}`")),
            },
        }
    }
    let (connection, io) = lsp_server::Connection::stdio();
    let result = pdll_lsp::run(&connection, config);
    drop(connection);
    if let Err(e) = result
        .map_err(|e| e.to_string())
        .and_then(|()| io.join().map_err(|e| e.to_string()))
    {
        fail(&e);
    }
}

fn fail(message: &str) -> ! {
    eprintln!("pdll-lsp: {message}");
    std::process::exit(1);
}
