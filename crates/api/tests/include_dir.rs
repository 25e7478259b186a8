//! `FERROCUDA_INCLUDE_DIR` overrides where the CUDA headers are found. A test binary of its
//! own, with one test, because it changes the process environment that other tests compile
//! under.

use ferrocuda::{include_dir, Device, Error, Module, INCLUDE_DIR_VAR};

#[test]
fn the_include_directory_can_be_overridden() {
    let d = Device::get(0).unwrap();
    let built = include_dir().unwrap();
    assert!(built.join("cuda_runtime.h").is_file());

    std::env::set_var(INCLUDE_DIR_VAR, "/nonexistent/ferrocuda/include");
    let e = Module::from_cuda_source(&d, "__global__ void k() {}").unwrap_err();
    let Error::Compile(msg) = &e else {
        panic!("{e:?}")
    };
    assert!(
        msg.contains("/nonexistent/ferrocuda/include") && msg.contains(INCLUDE_DIR_VAR),
        "{msg}"
    );

    // A copy of the headers elsewhere is used as the repository's would be.
    std::env::set_var(INCLUDE_DIR_VAR, &built);
    assert_eq!(include_dir().unwrap(), built);
    let m = Module::from_cuda_source(&d, "__global__ void k(float* p) { p[0] = sqrtf(4.0f); }")
        .unwrap();
    let k = m.kernel("k").unwrap();
    let p = d.alloc::<f32>(1).unwrap();
    ferrocuda::launch!(k[1u32, 1u32](p)).unwrap();
    assert_eq!(p.to_vec().unwrap(), vec![2.0]);
    std::env::remove_var(INCLUDE_DIR_VAR);
}
