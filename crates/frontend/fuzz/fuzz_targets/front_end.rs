//! Arbitrary bytes through the whole device front end: preprocess, parse and lower, then, when
//! that succeeds, the image through `lower_image` as the runtime loads it.
//!
//! Any outcome is fine except a panic, an abort or a hang: a bad input must come back as
//! `Err(diagnostics)`.

#![no_main]

use ferrocuda_frontend::compile::{compile_bytes, DeviceOptions};
use libfuzzer_sys::fuzz_target;
use std::path::PathBuf;
use std::sync::OnceLock;

fn options() -> &'static DeviceOptions {
    static OPTS: OnceLock<DeviceOptions> = OnceLock::new();
    OPTS.get_or_init(|| {
        // crates/frontend/fuzz -> the repository root.
        let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../..");
        let root = root.canonicalize().unwrap_or(root);
        DeviceOptions {
            system_dirs: vec![
                root.join("include"),
                root.join("include/ferrocuda/device-std"),
            ],
            ..Default::default()
        }
    })
}

fuzz_target!(|data: &[u8]| {
    // libFuzzer's thread has a small stack; the front end expects a large one, as the driver
    // gives it (nesting is bounded by the parser, not by the input's size).
    let bytes = data.to_vec();
    let opts = options().clone();
    let compiled = ferrocuda_frontend::compile::with_front_end_stack(move || {
        compile_bytes("fuzz.cu", &bytes, &opts).map(|c| c.image)
    });
    // What the runtime does with an image when the module is loaded.
    if let Ok(image) = compiled {
        let _ = ferrocuda_frontend::compile::lower_image(&image);
    }
});
