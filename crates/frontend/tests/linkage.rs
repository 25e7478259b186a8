//! Relocatable device code: what files export and import, and the module their linked image
//! lowers to.

mod common;

use ferrocuda_frontend::compile::{
    compile_bytes, lower_image, with_front_end_stack, DeviceOptions,
};
use ferrocuda_frontend::image;

/// The device image of `source` compiled as relocatable device code.
fn relocatable(name: &str, source: &str) -> Vec<u8> {
    let opts = DeviceOptions {
        relocatable: true,
        ..common::toolkit_options()
    };
    let (name, source) = (name.to_string(), source.to_string());
    let compiled = with_front_end_stack(move || compile_bytes(&name, source.as_bytes(), &opts));
    compiled.unwrap_or_else(|e| panic!("{e}")).image
}

const USES: &str = r#"
namespace math { __device__ float scaled(float x); extern __constant__ float factor; }
extern __device__ int table[];
static __device__ int calls;
__global__ void k(float *out) {
    calls++;
    out[0] = math::scaled(out[0]) + math::factor + table[1];
}
"#;

const DEFINES: &str = r#"
namespace math {
__constant__ float factor = 2.0f;
__device__ float scaled(float x) { return factor * x; }
}
__device__ int table[4] = {1, 2, 3, 4};
static __device__ int calls;
static __device__ float unused_helper(float x) { return x; }
"#;

#[test]
fn imports_resolve_to_another_files_definitions() {
    let uses = relocatable("uses.cu", USES);
    let defines = relocatable("defines.cu", DEFINES);
    assert!(image::is_relocatable(&uses));
    let m = lower_image(&image::bundle(&[&uses, &defines])).unwrap();
    let functions: Vec<&str> = m.functions.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(functions, ["k", "scaled"]);
    let mut globals: Vec<&str> = m.globals.iter().map(|g| g.name.as_str()).collect();
    globals.sort();
    assert_eq!(
        globals,
        ["calls@0", "calls@1", "math::factor", "table"],
        "each file's `static` variable is its own"
    );
    assert!(m.symbols.imports.is_empty());
}

#[test]
fn unresolved_and_duplicate_symbols_are_link_errors() {
    let uses = relocatable("uses.cu", USES);
    let err = lower_image(&image::bundle(&[&uses])).unwrap_err();
    assert!(
        err.contains("undefined reference to device symbol 'math::scaled(float)' in uses.cu"),
        "{err}"
    );
    assert!(
        err.contains("'math::factor'") && err.contains("'table'"),
        "{err}"
    );
    let defines = relocatable("defines.cu", DEFINES);
    let again = relocatable("again.cu", DEFINES);
    let err = lower_image(&image::bundle(&[&uses, &defines, &again])).unwrap_err();
    assert!(
        err.contains("multiple definitions of device symbol 'math::scaled(float)' (in defines.cu and again.cu)"),
        "{err}"
    );
}

#[test]
fn a_whole_file_must_define_what_it_uses() {
    let opts = common::toolkit_options();
    let err = with_front_end_stack(move || compile_bytes("uses.cu", USES.as_bytes(), &opts))
        .err()
        .unwrap();
    assert!(
        err.contains("compile with -rdc=true to use a definition in another file"),
        "{err}"
    );
}
