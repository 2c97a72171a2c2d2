//! The path generated code uses for the runtime, read from the manifest of the crate being
//! compiled (`pdl_codegen::inline::runtime_path`, which `pdl!`, `#[native]` and the
//! `Builder` call). One test in its own binary: it points `CARGO_MANIFEST_DIR` at manifests
//! written here, and no other test may read the variable meanwhile.

use std::path::Path;

fn path_for(dir: &Path, dependencies: &str) -> String {
    let manifest = format!(
        "[package]\nname = \"user\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n{dependencies}"
    );
    std::fs::write(dir.join("Cargo.toml"), manifest).unwrap();
    std::env::set_var("CARGO_MANIFEST_DIR", dir);
    pdl_codegen::inline::runtime_path()
        .to_string()
        .replace(' ', "")
}

#[test]
fn the_runtime_is_named_as_the_user_crate_depends_on_it() {
    let base = std::env::temp_dir().join(format!("pdlrs-runtime-path-{}", std::process::id()));
    let cases = [
        ("[dependencies]\npdlrs = \"0.1\"\n", "::pdlrs::runtime"),
        (
            "[dependencies]\npdl = { package = \"pdlrs\", version = \"0.1\" }\n",
            "::pdl::runtime",
        ),
        // Not renamed: the package's library is `pdl_runtime`.
        ("[dependencies]\npdlrs-runtime = \"0.1\"\n", "::pdl_runtime"),
        (
            "[dependencies]\nrt = { package = \"pdlrs-runtime\", version = \"0.1\" }\n",
            "::rt",
        ),
        (
            "[dependencies]\npdl-runtime = { package = \"pdlrs-runtime\", version = \"0.1\" }\n",
            "::pdl_runtime",
        ),
        // Both: the facade, which re-exports the runtime, wins.
        (
            "[dependencies]\npdlrs-runtime = \"0.1\"\npdlrs = \"0.1\"\n",
            "::pdlrs::runtime",
        ),
        ("[dev-dependencies]\npdlrs = \"0.1\"\n", "::pdlrs::runtime"),
        // Neither (or no readable manifest): the runtime's library name.
        ("[dependencies]\nserde = \"1\"\n", "::pdl_runtime"),
    ];
    for (i, (deps, expected)) in cases.iter().enumerate() {
        let dir = base.join(i.to_string());
        std::fs::create_dir_all(&dir).unwrap();
        assert_eq!(path_for(&dir, deps), *expected, "{deps}");
    }
    std::env::set_var("CARGO_MANIFEST_DIR", base.join("missing"));
    assert_eq!(
        pdl_codegen::inline::runtime_path()
            .to_string()
            .replace(' ', ""),
        "::pdl_runtime"
    );
    let _ = std::fs::remove_dir_all(&base);
}
