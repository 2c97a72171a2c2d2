//! `ods-dump FILE.td... [-I DIR]... [--dialect NAME,...] [--json]`: imports the operations of
//! ODS files through `llvm-tblgen-22 --dump-json` and prints what it read, one operation a
//! block (or, with `--json`, the table `tools/ods/gen-core.sh` commits). With `--dialect`,
//! only the operations of those dialects are kept (a file also sees the operations of the
//! files it includes); an operation seen in several files is kept once.
//!
//! `ods-dump --rust TABLE.json DIR`: writes the Rust files of the core dialects' syntax
//! table (`pdl_ods::generate_all`) from a table written by `--json` into `DIR`
//! (`pdl-runtime/src/dialects/ods`).

use std::path::PathBuf;
use std::process::ExitCode;

fn usage() -> ExitCode {
    eprintln!("usage: ods-dump FILE.td... [-I DIR]... [--dialect NAME,...] [--json]");
    eprintln!("       ods-dump --rust TABLE.json DIR");
    ExitCode::from(2)
}

/// `--rust TABLE DIR`.
fn write_rust(table: &str, dir: &str) -> ExitCode {
    let table = match std::fs::read_to_string(table)
        .map_err(|e| e.to_string())
        .and_then(|t| pdl_ods::read_table(&t).map_err(|e| e.to_string()))
    {
        Ok(t) => t,
        Err(e) => {
            eprintln!("ods-dump: {table}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let files = match pdl_ods::generate_all(&table) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("ods-dump: {e}");
            return ExitCode::FAILURE;
        }
    };
    for (name, text) in files {
        let path = std::path::Path::new(dir).join(name);
        if let Err(e) = std::fs::write(&path, text) {
            eprintln!("ods-dump: {}: {e}", path.display());
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}

fn main() -> ExitCode {
    let all: Vec<String> = std::env::args().skip(1).collect();
    if all.first().map(String::as_str) == Some("--rust") {
        return match all.as_slice() {
            [_, table, dir] => write_rust(table, dir),
            _ => usage(),
        };
    }
    let mut args = all.into_iter();
    let mut files: Vec<PathBuf> = Vec::new();
    let mut includes: Vec<PathBuf> = Vec::new();
    let mut dialect = None;
    let mut json = false;
    while let Some(a) = args.next() {
        match a.as_str() {
            "-I" => match args.next() {
                Some(d) => includes.push(d.into()),
                None => return usage(),
            },
            "--dialect" => match args.next() {
                Some(d) => dialect = Some(d),
                None => return usage(),
            },
            "--json" => json = true,
            s if s.starts_with("-I") => includes.push(s[2..].into()),
            s if !s.starts_with('-') => files.push(s.into()),
            _ => return usage(),
        }
    }
    if files.is_empty() {
        return usage();
    }
    let dirs: Vec<&std::path::Path> = includes.iter().map(PathBuf::as_path).collect();
    let keep: Option<Vec<&str>> = dialect.as_deref().map(|d| d.split(',').collect());
    let mut table = pdl_ods::OdsTable::default();
    for file in &files {
        let read = match pdl_ods::import_all(file, &dirs, None) {
            Ok(read) => read,
            Err(e) => {
                eprintln!("ods-dump: {}: {e}", file.display());
                return ExitCode::FAILURE;
            }
        };
        let wanted = |d: &str| keep.as_ref().is_none_or(|k| k.contains(&d));
        table.merge(pdl_ods::OdsTable {
            dialects: read
                .dialects
                .into_iter()
                .filter(|d| wanted(&d.name))
                .collect(),
            ops: read
                .ops
                .into_iter()
                .filter(|o| wanted(&o.dialect))
                .collect(),
        });
    }
    if json {
        print!("{}", pdl_ods::write_table(&table));
    } else {
        for op in &table.ops {
            print!("{}", pdl_ods::describe(op));
        }
    }
    ExitCode::SUCCESS
}
