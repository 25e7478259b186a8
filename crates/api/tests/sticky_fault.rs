//! A kernel fault, and what it does to the process: the fault is reported at the next
//! synchronising call and stays, as on a GPU. It poisons the process-wide runtime, which is why
//! this is a test binary of its own with a single test.

use ferrocuda::{launch, CudaError, Device, Error, Module};

#[test]
fn out_of_bounds_write_is_a_sticky_illegal_address() {
    let d = Device::get(0).unwrap();
    let m = Module::from_cuda_source(
        &d,
        r#"
        __global__ void write_at(int* p, long long index) {
            p[index] = 1;
        }
        "#,
    )
    .unwrap();
    let k = m.kernel("write_at").unwrap();
    let buf = d.alloc_zeroed::<i32>(16).unwrap();

    // In bounds: fine.
    launch!(k[1u32, 1u32](buf, 3i64)).unwrap();
    d.synchronize().unwrap();
    assert_eq!(buf.to_vec().unwrap()[3], 1);

    // Far outside any device memory (2^42 ints past the buffer). The launch itself succeeds:
    // the kernel runs asynchronously, and the fault is reported by the next synchronising call.
    launch!(k[1u32, 1u32](buf, 1i64 << 42)).unwrap();
    let e = d.synchronize().unwrap_err();
    assert_eq!(e, Error::Cuda(CudaError::IllegalAddress));
    assert_eq!(
        e.to_string(),
        "cudaErrorIllegalAddress: an illegal memory access was encountered"
    );

    // Sticky: every later call fails the same way, whatever it is.
    assert_eq!(
        d.synchronize().unwrap_err(),
        Error::Cuda(CudaError::IllegalAddress)
    );
    assert_eq!(
        buf.to_vec().unwrap_err(),
        Error::Cuda(CudaError::IllegalAddress)
    );
    assert_eq!(
        d.alloc::<i32>(4).unwrap_err(),
        Error::Cuda(CudaError::IllegalAddress)
    );
    assert_eq!(
        launch!(k[1u32, 1u32](buf, 0i64)).unwrap_err(),
        Error::Cuda(CudaError::IllegalAddress)
    );
    assert_eq!(
        Module::from_cuda_source(&d, "__global__ void k() {}")
            .and_then(|m| m.kernel("k"))
            .unwrap_err(),
        Error::Cuda(CudaError::IllegalAddress)
    );
    // Dropping what was allocated must not panic either.
    drop(buf);
}
