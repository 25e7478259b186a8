//! Launches of real kernels, compiled from CUDA C by the front end and run by the CPU backend.

use super::{read, runtime, write};
use crate::abi::CudaError;
use crate::copy::*;
use crate::{Runtime, VarRegistration};

const SOURCE: &str = r#"
__global__ void fill(int* p, int v, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = v + i;
}
__global__ void wild(int* p) { *p = 1; }
__device__ int gCounter;
__constant__ float coeffs[4];
__global__ void useConst(float* out) {
    out[threadIdx.x] = coeffs[threadIdx.x] * 2.0f;
    atomicAdd(&gCounter, 1);
}
__global__ void hello(int x) { if (threadIdx.x == 0) printf("hello %d\n", x); }
__global__ __launch_bounds__(64) void bounded(int* p) { p[threadIdx.x] = 1; }
template <typename T, int N>
__global__ void addN(T* p) { p[threadIdx.x] += (T)N; }
__global__ void scratch(int* p, int k) {
    int a[8];
    for (int i = 0; i < 8; ++i) a[i] = p[i];
    p[0] = a[k & 7];
}
"#;

const MODULE: usize = 0x1000;
const FILL: usize = 0x2000;
const WILD: usize = 0x2010;
const USE_CONST: usize = 0x2020;
const HELLO: usize = 0x2030;
const ADD_F3: usize = 0x2040;
const ADD_I5: usize = 0x2050;
const BOUNDED: usize = 0x2060;
const ADD_UNKNOWN: usize = 0x2070;
const SCRATCH: usize = 0x2080;
const G_COUNTER: usize = 0x3000;
const COEFFS: usize = 0x3010;

fn image() -> Vec<u8> {
    let include = concat!(env!("CARGO_MANIFEST_DIR"), "/../../include");
    let opts = ferrocuda_frontend::compile::DeviceOptions {
        system_dirs: vec![
            include.into(),
            format!("{include}/ferrocuda/device-std").into(),
        ],
        ..Default::default()
    };
    ferrocuda_frontend::compile::with_front_end_stack(move || {
        ferrocuda_frontend::compile::compile_bytes("kernels.cu", SOURCE.as_bytes(), &opts)
    })
    .expect("the test kernels compile")
    .image
}

fn loaded() -> Runtime {
    let rt = runtime();
    rt.register_module(MODULE, &image());
    assert!(rt.register_function(MODULE, FILL, "fill", None));
    assert!(rt.register_function(MODULE, WILD, "wild", None));
    assert!(rt.register_function(MODULE, USE_CONST, "useConst", None));
    assert!(rt.register_function(MODULE, HELLO, "hello", None));
    assert!(rt.register_function(MODULE, BOUNDED, "bounded", None));
    assert!(rt.register_function(MODULE, SCRATCH, "scratch", None));
    // Template instances are named by the host compiler's typeid names.
    assert!(rt.register_function(MODULE, ADD_F3, "addN", Some("t:f,v:3")));
    assert!(rt.register_function(MODULE, ADD_I5, "addN", Some("t:i,v:5")));
    // An instance for a type the device program does not have.
    assert!(rt.register_function(MODULE, ADD_UNKNOWN, "addN", Some("t:7Missing,v:1")));
    assert!(rt.register_var(
        MODULE,
        G_COUNTER,
        VarRegistration::plain("gCounter", 4, false, false)
    ));
    assert!(rt.register_var(
        MODULE,
        COEFFS,
        VarRegistration::plain("coeffs", 16, true, false)
    ));
    rt
}

/// Device bytes as the `i32`s they hold.
fn ints(bytes: &[u8]) -> Vec<i32> {
    bytes
        .chunks(4)
        .map(|c| i32::from_ne_bytes(c.try_into().unwrap()))
        .collect()
}

/// Device bytes as the `f32`s they hold.
fn floats(bytes: &[u8]) -> Vec<f32> {
    bytes
        .chunks(4)
        .map(|c| f32::from_ne_bytes(c.try_into().unwrap()))
        .collect()
}

fn launch(
    rt: &Runtime,
    func: usize,
    grid: [u32; 3],
    block: [u32; 3],
    shared: usize,
    args: &[&[u8]],
) -> Result<(), CudaError> {
    rt.launch_kernel_slices(func, grid, block, args, shared, 0)
}

#[test]
fn kernels_run_and_write_memory() {
    let rt = loaded();
    let n = 1000usize;
    let d = rt.malloc(n * 4).unwrap();
    let (v, count) = (5i32, n as i32);
    // The C form: an array of pointers to the arguments.
    let args: [*const u8; 3] = [
        (&d as *const u64).cast(),
        (&v as *const i32).cast(),
        (&count as *const i32).cast(),
    ];
    unsafe {
        rt.launch_kernel(
            FILL,
            [4, 1, 1],
            [256, 1, 1],
            args.as_ptr(),
            0,
            0,
            Default::default(),
        )
    }
    .unwrap();
    rt.device_synchronize().unwrap();
    let out = read(&rt, d, n * 4);
    let ints = ints(&out);
    assert!(ints.iter().enumerate().all(|(i, &x)| x == 5 + i as i32));
}

#[test]
fn launch_configurations_are_validated() {
    let rt = loaded();
    let d = rt.malloc(4096).unwrap();
    let args: [&[u8]; 3] = [&d.to_ne_bytes(), &1i32.to_ne_bytes(), &1i32.to_ne_bytes()];
    let cfg = CudaError::InvalidValue;
    assert_eq!(
        launch(&rt, FILL, [1, 1, 1], [2048, 1, 1], 0, &args),
        Err(cfg)
    );
    assert_eq!(rt.get_last_error(), cfg);
    assert_eq!(rt.get_last_error(), CudaError::Success);
    assert_eq!(
        launch(&rt, FILL, [1, 70000, 1], [32, 1, 1], 0, &args),
        Err(cfg)
    );
    assert_eq!(launch(&rt, FILL, [1, 1, 1], [1, 1, 65], 0, &args), Err(cfg));
    assert_eq!(launch(&rt, FILL, [0, 1, 1], [32, 1, 1], 0, &args), Err(cfg));
    assert_eq!(
        launch(&rt, FILL, [1 << 31, 1, 1], [32, 1, 1], 0, &args),
        Err(cfg)
    );
    // Dynamic shared memory beyond 48 KiB needs the kernel's opt-in.
    assert_eq!(
        launch(&rt, FILL, [1, 1, 1], [32, 1, 1], 64 << 10, &args),
        Err(CudaError::InvalidValue)
    );
    rt.func_set_attribute(FILL, 8, 64 << 10).unwrap();
    assert_eq!(
        launch(&rt, FILL, [1, 1, 1], [32, 1, 1], 64 << 10, &args),
        Ok(())
    );
    assert_eq!(
        rt.func_set_attribute(FILL, 8, 300 << 10),
        Err(CudaError::InvalidValue)
    );
    assert_eq!(
        rt.func_attributes(FILL)
            .unwrap()
            .max_dynamic_shared_size_bytes,
        64 << 10
    );
    assert_eq!(
        launch(&rt, 0xdead, [1, 1, 1], [32, 1, 1], 0, &args),
        Err(CudaError::InvalidResourceHandle)
    );
    assert_eq!(
        launch(&rt, FILL, [1, 1, 1], [32, 1, 1], 0, &args[..2]),
        Err(CudaError::InvalidValue)
    );
    assert_eq!(
        rt.launch_kernel_slices(FILL, [1, 1, 1], [32, 1, 1], &args, 0, 0x1234),
        Err(CudaError::InvalidResourceHandle)
    );
    // None of these is sticky.
    assert_eq!(
        launch(&rt, FILL, [16, 1, 1], [1024, 1, 1], 0, &args),
        Ok(())
    );
    assert_eq!(rt.device_synchronize(), Ok(()));
}

#[test]
fn call_configuration_stack() {
    let rt = runtime();
    assert_eq!(
        rt.pop_call_configuration(),
        Err(CudaError::MissingConfiguration)
    );
    let a = crate::CallConfig {
        grid: [1, 2, 3],
        block: [4, 5, 6],
        shared_mem: 7,
        stream: 0,
    };
    let b = crate::CallConfig {
        grid: [9, 1, 1],
        ..a
    };
    rt.push_call_configuration(a);
    rt.push_call_configuration(b);
    assert_eq!(rt.pop_call_configuration(), Ok(b));
    assert_eq!(rt.pop_call_configuration(), Ok(a));
}

#[test]
fn symbols_are_copied_by_host_shadow() {
    let rt = loaded();
    let c: [f32; 4] = [1.0, 2.0, 3.0, 4.0];
    unsafe {
        rt.memcpy_symbol(
            COEFFS,
            c.as_ptr() as u64,
            16,
            0,
            MEMCPY_HOST_TO_DEVICE,
            true,
            None,
        )
    }
    .unwrap();
    let third = 10.0f32;
    unsafe {
        rt.memcpy_symbol(
            COEFFS,
            &third as *const f32 as u64,
            4,
            8,
            MEMCPY_HOST_TO_DEVICE,
            true,
            None,
        )
    }
    .unwrap();
    let zero = 0i32;
    unsafe {
        rt.memcpy_symbol(
            G_COUNTER,
            &zero as *const i32 as u64,
            4,
            0,
            MEMCPY_DEFAULT,
            true,
            None,
        )
    }
    .unwrap();
    let out = rt.malloc(16).unwrap();
    launch(
        &rt,
        USE_CONST,
        [3, 1, 1],
        [4, 1, 1],
        0,
        &[&out.to_ne_bytes()],
    )
    .unwrap();
    let mut counter = 0i32;
    unsafe {
        rt.memcpy_symbol(
            G_COUNTER,
            &mut counter as *mut i32 as u64,
            4,
            0,
            MEMCPY_DEVICE_TO_HOST,
            false,
            None,
        )
    }
    .unwrap();
    assert_eq!(counter, 12);
    let v = read(&rt, out, 16);
    let f = floats(&v);
    assert_eq!(f, vec![2.0, 4.0, 20.0, 8.0]);
    let addr = rt.symbol_address(G_COUNTER).unwrap();
    assert_eq!(read(&rt, addr, 4), 12i32.to_ne_bytes());
    write(&rt, addr, &3i32.to_ne_bytes());
    assert_eq!(rt.symbol_size(COEFFS), Ok(16));
    let h = counter;
    let hp = &h as *const i32 as u64;
    unsafe {
        assert_eq!(
            rt.memcpy_symbol(COEFFS + 1, hp, 4, 0, MEMCPY_HOST_TO_DEVICE, true, None),
            Err(CudaError::InvalidSymbol)
        );
        assert_eq!(
            rt.memcpy_symbol(COEFFS, hp, 4, 16, MEMCPY_HOST_TO_DEVICE, true, None),
            Err(CudaError::InvalidValue)
        );
        assert_eq!(
            rt.memcpy_symbol(COEFFS, hp, 4, 0, MEMCPY_DEVICE_TO_HOST, true, None),
            Err(CudaError::InvalidMemcpyDirection)
        );
    }
    assert_eq!(rt.symbol_address(0x9999), Err(CudaError::InvalidSymbol));
}

#[test]
fn an_illegal_address_is_sticky() {
    let rt = loaded();
    let wild = 0x10u64;
    launch(&rt, WILD, [1, 1, 1], [32, 1, 1], 0, &[&wild.to_ne_bytes()]).unwrap();
    // The launch itself is well formed; the fault shows at the next synchronisation.
    assert_eq!(rt.get_last_error(), CudaError::Success);
    assert_eq!(rt.device_synchronize(), Err(CudaError::IllegalAddress));
    assert_eq!(rt.get_last_error(), CudaError::IllegalAddress);
    assert_eq!(rt.malloc(4), Err(CudaError::IllegalAddress));
}

#[test]
fn printf_output_waits_for_synchronisation() {
    let rt = loaded();
    launch(&rt, HELLO, [1, 1, 1], [32, 1, 1], 0, &[&5i32.to_ne_bytes()]).unwrap();
    let ctx = rt.context().unwrap().clone();
    ctx.wait_all();
    assert_eq!(ctx.printf.take(), b"hello 5\n");
}

#[test]
fn kernel_attributes_and_occupancy() {
    let rt = loaded();
    let a = rt.func_attributes(FILL).unwrap();
    assert_eq!(
        (a.max_threads_per_block, a.ptx_version, a.binary_version),
        (1024, 90, 90)
    );
    assert_eq!(a.max_dynamic_shared_size_bytes, 48 << 10);
    assert_eq!(rt.occupancy_max_active_blocks(FILL, 256, 0, 0), Ok(8));
    assert_eq!(
        rt.occupancy_max_active_blocks(FILL, 0, 0, 0),
        Err(CudaError::InvalidValue)
    );
    assert_eq!(rt.func_name(HELLO).unwrap().to_str(), Ok("hello"));
    assert_eq!(
        rt.func_attributes(0x77),
        Err(CudaError::InvalidResourceHandle)
    );
    assert!(rt.occupancy_available_dynamic_smem(FILL, 4, 128).unwrap() >= 48 << 10);
    // __launch_bounds__(64) caps the block size.
    assert_eq!(
        rt.func_attributes(BOUNDED).unwrap().max_threads_per_block,
        64
    );
    let d = rt.malloc(512).unwrap();
    let arg = d.to_ne_bytes();
    assert_eq!(
        launch(&rt, BOUNDED, [1, 1, 1], [128, 1, 1], 0, &[&arg]),
        Err(CudaError::InvalidValue)
    );
    assert_eq!(
        launch(&rt, BOUNDED, [1, 1, 1], [64, 1, 1], 0, &[&arg]),
        Ok(())
    );
    // The occupancy calculator counts blocks past the bounds all the same (measured).
    assert_eq!(rt.occupancy_max_active_blocks(BOUNDED, 128, 0, 0), Ok(16));
}

#[test]
fn template_instances_are_made_on_first_launch() {
    let rt = loaded();
    // A variable resolved before the instances exist keeps its address and value.
    let counter = rt.symbol_address(G_COUNTER).unwrap();
    write(&rt, counter, &41i32.to_ne_bytes());
    let f = rt.malloc(16).unwrap();
    let i = rt.malloc(16).unwrap();
    let ones: Vec<u8> = [1.5f32; 4].iter().flat_map(|x| x.to_ne_bytes()).collect();
    write(&rt, f, &ones);
    rt.memset(i, 0, 16, None).unwrap();
    launch(&rt, ADD_F3, [1, 1, 1], [4, 1, 1], 0, &[&f.to_ne_bytes()]).unwrap();
    launch(&rt, ADD_I5, [1, 1, 1], [4, 1, 1], 0, &[&i.to_ne_bytes()]).unwrap();
    launch(&rt, ADD_I5, [1, 1, 1], [2, 1, 1], 0, &[&i.to_ne_bytes()]).unwrap();
    let fv = floats(&read(&rt, f, 16));
    let iv = ints(&read(&rt, i, 16));
    assert_eq!(fv, vec![4.5; 4]);
    assert_eq!(iv, vec![10, 10, 5, 5]);
    assert_eq!(rt.symbol_address(G_COUNTER), Ok(counter));
    assert_eq!(read(&rt, counter, 4), 41i32.to_ne_bytes());
}

#[test]
fn a_failed_instance_leaves_the_others_working() {
    let rt = loaded();
    let counter = rt.symbol_address(G_COUNTER).unwrap();
    write(&rt, counter, &7i32.to_ne_bytes());
    let i = rt.malloc(16).unwrap();
    let f = rt.malloc(16).unwrap();
    rt.memset(i, 0, 16, None).unwrap();
    rt.memset(f, 0, 16, None).unwrap();
    launch(&rt, ADD_I5, [1, 1, 1], [4, 1, 1], 0, &[&i.to_ne_bytes()]).unwrap();
    let unknown = || {
        launch(
            &rt,
            ADD_UNKNOWN,
            [1, 1, 1],
            [4, 1, 1],
            0,
            &[&i.to_ne_bytes()],
        )
    };
    // The failure ends the front end's session for the image ...
    assert_eq!(unknown(), Err(CudaError::InvalidPtx));
    // ... and the next new instance starts another, with the instances made before.
    launch(&rt, ADD_F3, [1, 1, 1], [4, 1, 1], 0, &[&f.to_ne_bytes()]).unwrap();
    launch(&rt, ADD_I5, [1, 1, 1], [4, 1, 1], 0, &[&i.to_ne_bytes()]).unwrap();
    let ints = ints(&read(&rt, i, 16));
    let floats = floats(&read(&rt, f, 16));
    assert_eq!(ints, vec![10; 4]);
    assert_eq!(floats, vec![3.0; 4]);
    assert_eq!(read(&rt, counter, 4), 7i32.to_ne_bytes());
    // Still refused, without trying again.
    assert_eq!(unknown(), Err(CudaError::InvalidPtx));
}

#[test]
fn a_kernel_reports_its_addressed_locals_as_local_memory() {
    let rt = loaded();
    assert_eq!(rt.func_attributes(FILL).unwrap().local_size_bytes, 0);
    let a = rt.func_attributes(SCRATCH).unwrap();
    assert_eq!(a.local_size_bytes, 32);
}
