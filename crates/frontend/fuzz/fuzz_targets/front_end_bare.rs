//! The same passes as `front_end` without the toolkit headers: the input alone is preprocessed,
//! parsed and lowered, then lowered again from its image. Several times faster per input than
//! `front_end` (which reads `cuda_runtime.h` and everything it includes for every input), so it
//! reaches deeper into the parser and the lowering in the same time.

#![no_main]

use ferrocuda_frontend::diag::Diagnostics;
use ferrocuda_frontend::lower::Lowerer;
use ferrocuda_frontend::preprocess::{preprocess, MacroOption, PreprocessOptions};
use ferrocuda_frontend::source::SourceMap;
use ferrocuda_frontend::{image, parse};
use libfuzzer_sys::fuzz_target;

fn run(data: Vec<u8>) {
    let mut sm = SourceMap::new();
    let main = sm.add("fuzz.cu", "fuzz.cu", &data);
    let mut diags = Diagnostics::new();
    let opts = PreprocessOptions {
        macros: vec![
            MacroOption::define("__CUDACC__", "1"),
            MacroOption::define("__CUDA_ARCH__", "900"),
        ],
        ..Default::default()
    };
    let pre = preprocess(&mut sm, main, &opts, &mut diags);
    let _ = diags.render(&sm);
    if diags.has_errors() {
        return;
    }
    let img = image::encode(&sm, &pre.tokens, &image::Header::default());
    let tu = parse::parse(pre.tokens, &parse::Unit::default(), &[], &mut diags);
    {
        let mut lowerer = Lowerer::new(&tu, &mut diags, &sm);
        lowerer.lower_all();
        let _ = lowerer.finish();
    }
    let _ = diags.render(&sm);
    if !diags.has_errors() {
        let _ = ferrocuda_frontend::compile::lower_image(&img);
    }
}

fuzz_target!(|data: &[u8]| {
    let data = data.to_vec();
    ferrocuda_frontend::compile::with_front_end_stack(move || run(data));
});
