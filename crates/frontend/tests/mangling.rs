//! Kernel names as CUDA's tools give them: each kernel and template instance of
//! `mangling/kernels.cu` has the symbol `mangling/expected.txt` lists for it.

mod common;

use ferrocuda_frontend::compile::{
    compile_bytes, with_front_end_stack, ImageSession, TemplateKind,
};
use ferrocuda_frontend::lower::host_args::WRITTEN;
use std::path::Path;

#[test]
fn kernels_have_the_host_compilers_names() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mangling");
    let source = std::fs::read_to_string(dir.join("kernels.cu")).unwrap();
    let expected = std::fs::read_to_string(dir.join("expected.txt")).unwrap();
    let opts = common::toolkit_options();
    let mismatches = with_front_end_stack(move || {
        let image = compile_bytes("kernels.cu", source.as_bytes(), &opts)
            .unwrap_or_else(|e| panic!("{e}"))
            .image;
        let (session, mut module) = ImageSession::start(&image).unwrap();
        let mut mismatches = Vec::new();
        for line in expected.lines().filter(|l| !l.starts_with('#')) {
            let mut fields = line.splitn(3, ' ');
            let (symbol, kernel) = (fields.next().unwrap(), fields.next().unwrap());
            let name = match fields.next() {
                Some(args) => {
                    let written = format!("{WRITTEN}{args}");
                    let (extended, name) = session
                        .instantiate(TemplateKind::Kernel, kernel, &written)
                        .unwrap_or_else(|e| panic!("{kernel}<{args}>: {e}"));
                    module = extended;
                    name
                }
                None => kernel.to_string(),
            };
            let found = module.functions.iter().find(|f| f.name == name);
            let got = found.and_then(|f| f.symbol.clone());
            if got.as_deref() != Some(symbol) {
                mismatches.push(format!("{name}: expected {symbol}, got {got:?}"));
            }
        }
        mismatches
    });
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
}
