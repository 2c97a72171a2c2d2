//! The AFL++ driver of the fuzz targets: `pdl-fuzz-afl TARGET` runs AFL's persistent loop
//! on target `TARGET` of [`pdl_fuzz::TARGETS`]; `pdl-fuzz-afl --list` names them;
//! `pdl-fuzz-afl --seeds DIR` writes every target's seeds to `DIR/TARGET/`.
//!
//! Built with `cargo afl build --release --features afl -p pdl-fuzz` (see `fuzz/run.sh`).

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("--list") => {
            for t in pdl_fuzz::TARGETS {
                println!("{:<12} {}", t.name, t.about);
            }
            ExitCode::SUCCESS
        }
        Some("--seeds") => {
            let Some(dir) = args.get(1) else {
                eprintln!("usage: pdl-fuzz-afl --seeds DIR");
                return ExitCode::FAILURE;
            };
            for t in pdl_fuzz::TARGETS {
                let out = std::path::Path::new(dir).join(t.name);
                let written = std::fs::create_dir_all(&out).and_then(|()| {
                    let inputs = [pdl_fuzz::seeds(t.name), pdl_fuzz::regressions(t.name)].concat();
                    for (name, bytes) in inputs.iter().filter(|(_, b)| b.len() <= 16 * 1024) {
                        std::fs::write(out.join(name), bytes)?;
                    }
                    Ok(())
                });
                if let Err(e) = written {
                    eprintln!("{}: {e}", out.display());
                    return ExitCode::FAILURE;
                }
            }
            ExitCode::SUCCESS
        }
        Some(name) => match pdl_fuzz::target(name) {
            Some(t) => {
                afl::fuzz!(|data: &[u8]| (t.run)(data));
                ExitCode::SUCCESS
            }
            None => {
                eprintln!("unknown target `{name}` (pdl-fuzz-afl --list names them)");
                ExitCode::FAILURE
            }
        },
        None => {
            eprintln!("usage: pdl-fuzz-afl TARGET | --list | --seeds DIR");
            ExitCode::FAILURE
        }
    }
}
