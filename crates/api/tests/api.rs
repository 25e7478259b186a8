//! The Rust API on the process's default backend (the CPU where there is no GPU).
//!
//! No test here makes a kernel fault: a fault is sticky for the whole process, so the fault
//! tests live in their own test binary (`sticky_fault.rs`).

use ferrocuda::{launch, CompileOptions, CudaError, Device, Error, Event, Module, Stream};

fn device() -> Device {
    Device::get(0).expect("device 0")
}

const VECTOR_ADD: &str = r#"
__global__ void vector_add(const float* a, const float* b, float* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}
"#;

#[test]
fn devices_and_properties() {
    assert!(Device::count().unwrap() >= 1);
    let d = device();
    assert_eq!(d.ordinal(), 0);
    let p = d.properties().unwrap();
    assert!(!p.name.is_empty());
    assert_eq!(p.warp_size, 32);
    assert!(p.multiprocessor_count >= 1);
    assert!(p.max_threads_per_block >= 1024);
    assert!(p.shared_mem_per_block >= 48 << 10);
    let count = Device::count().unwrap();
    assert_eq!(
        Device::get(count).unwrap_err(),
        Error::Cuda(CudaError::InvalidDevice)
    );
    d.synchronize().unwrap();
    let (free, total) = d.memory_info().unwrap();
    assert!(free <= total && total > 0);
}

#[test]
fn vector_add() {
    let d = device();
    let m = Module::from_cuda_source(&d, VECTOR_ADD).unwrap();
    assert_eq!(m.kernel_names(), vec!["vector_add"]);
    let k = m.kernel("vector_add").unwrap();
    assert_eq!(k.param_count(), 4);

    let n = 10_000usize;
    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.5).collect();
    let b: Vec<f32> = (0..n).map(|i| 1000.0 - i as f32).collect();
    let da = d.alloc_from(&a).unwrap();
    let db = d.alloc_from(&b).unwrap();
    let dc = d.alloc_zeroed::<f32>(n).unwrap();
    let block = 128u32;
    let grid = (n as u32).div_ceil(block);
    launch!(k[grid, block](da, db, dc, n as i32)).unwrap();
    let c = dc.to_vec().unwrap();
    for i in 0..n {
        assert_eq!(c[i], a[i] + b[i], "element {i}");
    }

    // The explicit form, on a created stream, into a host slice.
    let s = Stream::new(&d).unwrap();
    dc.fill_zero().unwrap();
    k.launch(&s, grid, block, 0, &[&da, &db, &dc, &(n as i32)])
        .unwrap();
    s.synchronize().unwrap();
    let mut out = vec![0f32; n];
    dc.copy_to(&mut out).unwrap();
    assert_eq!(out, c);
}

#[test]
fn shared_memory_reduction() {
    let d = device();
    let m = Module::from_cuda_source(
        &d,
        r#"
        #define BLOCK 256
        // Each block sums BLOCK elements in static shared memory, then the partial sums are
        // added with an atomic.
        __global__ void block_sum(const int* in, unsigned long long* total, int n) {
            __shared__ int tile[BLOCK];
            int i = blockIdx.x * blockDim.x + threadIdx.x;
            tile[threadIdx.x] = i < n ? in[i] : 0;
            __syncthreads();
            for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
                if (threadIdx.x < stride) tile[threadIdx.x] += tile[threadIdx.x + stride];
                __syncthreads();
            }
            if (threadIdx.x == 0) atomicAdd(total, (unsigned long long)tile[0]);
        }

        // The same with dynamic shared memory sized at launch.
        __global__ void block_sum_dynamic(const int* in, int* partial, int n) {
            extern __shared__ int scratch[];
            int i = blockIdx.x * blockDim.x + threadIdx.x;
            scratch[threadIdx.x] = i < n ? in[i] : 0;
            __syncthreads();
            for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
                if (threadIdx.x < stride) scratch[threadIdx.x] += scratch[threadIdx.x + stride];
                __syncthreads();
            }
            if (threadIdx.x == 0) partial[blockIdx.x] = scratch[0];
        }
        "#,
    )
    .unwrap();

    let n = 100_003usize;
    let data: Vec<i32> = (0..n).map(|i| (i % 97) as i32 - 40).collect();
    let expected: i64 = data.iter().map(|&x| x as i64).sum();
    let input = d.alloc_from(&data).unwrap();

    let k = m.kernel("block_sum").unwrap();
    assert_eq!(k.static_shared_bytes(), 256 * 4);
    let total = d.alloc_zeroed::<u64>(1).unwrap();
    let grid = (n as u32).div_ceil(256);
    launch!(k[grid, 256u32](input, total, n as i32)).unwrap();
    assert_eq!(total.to_vec().unwrap()[0] as i64, expected);

    let k = m.kernel("block_sum_dynamic").unwrap();
    let block = 512u32;
    let grid = (n as u32).div_ceil(block);
    let partial = d.alloc::<i32>(grid as usize).unwrap();
    launch!(k[grid, block, block as usize * 4](input, partial, n as i32)).unwrap();
    let sum: i64 = partial.to_vec().unwrap().iter().map(|&x| x as i64).sum();
    assert_eq!(sum, expected);
}

const ORDERING: &str = r#"
// Slow on purpose: every thread spins before writing, so that a consumer that did not wait
// would read the old values.
__global__ void slow_fill(int* x, int n, int value, int spin) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    volatile int sink = 0;
    for (int k = 0; k < spin; ++k) sink = sink + k;
    if (i < n) x[i] = value + i;
}

__global__ void copy_plus_one(int* dst, const int* src, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) dst[i] = src[i] + 1;
}
"#;

#[test]
fn streams_and_events_order_work() {
    let d = device();
    let m = Module::from_cuda_source(&d, ORDERING).unwrap();
    let fill = m.kernel("slow_fill").unwrap();
    let copy = m.kernel("copy_plus_one").unwrap();
    let n = 4096usize;
    let x = d.alloc_zeroed::<i32>(n).unwrap();
    let y = d.alloc_zeroed::<i32>(n).unwrap();

    // Non-blocking streams: nothing but the event orders the consumer after the producer.
    let producer = Stream::non_blocking(&d).unwrap();
    let consumer = Stream::non_blocking(&d).unwrap();
    let start = Event::new(&d).unwrap();
    let filled = Event::new(&d).unwrap();
    start.record(&producer).unwrap();
    launch!(fill[(n / 256) as u32, 256u32, 0usize, &producer](x, n as i32, 7i32, 20_000i32))
        .unwrap();
    filled.record(&producer).unwrap();
    consumer.wait_event(&filled).unwrap();
    launch!(copy[(n / 256) as u32, 256u32, 0usize, &consumer](y, x, n as i32)).unwrap();
    let mut out = vec![0i32; n];
    y.copy_to_async(&mut out, &consumer).unwrap();
    assert!(
        out.iter().enumerate().all(|(i, &v)| v == 7 + i as i32 + 1),
        "the consumer ran before the producer finished"
    );

    filled.synchronize().unwrap();
    assert!(filled.query().unwrap());
    assert!(producer.query().unwrap());
    let ms = start.elapsed_ms(&filled).unwrap();
    assert!(ms >= 0.0, "elapsed {ms} ms");
    consumer.synchronize().unwrap();
    assert!(consumer.query().unwrap());

    // Work on one stream runs in issue order, copies included.
    let s = Stream::new(&d).unwrap();
    let host: Vec<i32> = (0..n as i32).map(|i| -i).collect();
    x.copy_from_async(&host, &s).unwrap();
    launch!(copy[(n / 256) as u32, 256u32, 0usize, &s](y, x, n as i32)).unwrap();
    launch!(copy[(n / 256) as u32, 256u32, 0usize, &s](x, y, n as i32)).unwrap();
    let mut back = vec![0i32; n];
    x.copy_to_async(&mut back, &s).unwrap();
    assert!(back.iter().enumerate().all(|(i, &v)| v == 2 - i as i32));

    // An event without timing orders but cannot time.
    let a = Event::without_timing(&d).unwrap();
    let b = Event::without_timing(&d).unwrap();
    a.record(&s).unwrap();
    b.record(&s).unwrap();
    b.synchronize().unwrap();
    assert!(matches!(a.elapsed_ms(&b), Err(Error::Cuda(_))));
}

#[test]
fn wrong_arguments_are_errors_naming_the_parameter() {
    let d = device();
    let m = Module::from_cuda_source(&d, VECTOR_ADD).unwrap();
    let k = m.kernel("vector_add").unwrap();
    let a = d.alloc::<f32>(16).unwrap();
    let ints = d.alloc::<i32>(16).unwrap();
    let doubles = d.alloc::<f64>(16).unwrap();

    // Too few.
    let e = launch!(k[1u32, 16u32](a, a, a)).unwrap_err();
    let Error::InvalidArgument(msg) = &e else {
        panic!("{e:?}")
    };
    assert!(msg.contains("takes 4 arguments, 3 given"), "{msg}");
    assert!(
        msg.contains("const float* a, const float* b, float* c, int n"),
        "{msg}"
    );
    // Too many.
    let e = launch!(k[1u32, 16u32](a, a, a, 16i32, 1i32)).unwrap_err();
    assert!(matches!(e, Error::InvalidArgument(_)), "{e:?}");

    // A double for an int.
    let e = launch!(k[1u32, 16u32](a, a, a, 16.0f64)).unwrap_err();
    let Error::InvalidArgument(msg) = &e else {
        panic!("{e:?}")
    };
    assert!(
        msg.contains("argument 4 (`int n`): expected a 4-byte integer, got `f64` (8 bytes)"),
        "{msg}"
    );
    // A float for an int: same size, wrong class.
    let e = launch!(k[1u32, 16u32](a, a, a, 16.0f32)).unwrap_err();
    assert!(e.to_string().contains("argument 4 (`int n`)"), "{e}");
    // A 64-bit integer for an int.
    assert!(launch!(k[1u32, 16u32](a, a, a, 16i64)).is_err());
    // A scalar for a pointer.
    let e = launch!(k[1u32, 16u32](a, 0u64, a, 16i32)).unwrap_err();
    assert!(
        e.to_string()
            .contains("argument 2 (`const float* b`): expected a device buffer"),
        "{e}"
    );
    // A buffer of the wrong element type for `float*`.
    let e = launch!(k[1u32, 16u32](a, a, ints, 16i32)).unwrap_err();
    assert!(e.to_string().contains("argument 3 (`float* c`)"), "{e}");
    assert!(launch!(k[1u32, 16u32](doubles, a, a, 16i32)).is_err());
    // A buffer for an int.
    assert!(launch!(k[1u32, 16u32](a, a, a, ints)).is_err());

    // Unsigned for int is fine, as in C; references to buffers work as well as buffers.
    launch!(k[1u32, 16u32](&a, &a, &a, 16u32)).unwrap();
    d.synchronize().unwrap();

    // Shapes beyond the device's limits are CUDA's errors.
    let e = launch!(k[1u32, 4096u32](a, a, a, 16i32)).unwrap_err();
    assert_eq!(e, Error::Cuda(CudaError::InvalidValue));
    assert_eq!(
        e.to_string(),
        "cudaErrorInvalidValue: invalid argument",
        "{e}"
    );
    let e = launch!(k[0u32, 16u32](a, a, a, 16i32)).unwrap_err();
    assert_eq!(e, Error::Cuda(CudaError::InvalidValue));
    let e = launch!(k[1u32, 16u32, 1usize << 30](a, a, a, 16i32)).unwrap_err();
    assert_eq!(e, Error::Cuda(CudaError::InvalidValue));
}

#[test]
fn structs_by_value_and_scalars_of_every_width() {
    #[repr(C)]
    #[derive(Clone, Copy, Debug, PartialEq)]
    struct Affine {
        scale: f32,
        offset: f32,
        count: i32,
    }
    // SAFETY: repr(C), three 4-byte fields, no padding; any bits are valid.
    unsafe impl ferrocuda::DeviceRepr for Affine {}

    let d = device();
    let m = Module::from_cuda_source(
        &d,
        r#"
        struct Affine { float scale; float offset; int count; };
        __global__ void apply(Affine f, float* x) {
            int i = threadIdx.x;
            if (i < f.count) x[i] = x[i] * f.scale + f.offset;
        }
        __global__ void widths(char c, short s, long long l, double g, bool b, unsigned long long* out) {
            out[0] = (unsigned long long)(c + s + l + (long long)g + (b ? 1000 : 0));
        }
        "#,
    )
    .unwrap();
    let apply = m.kernel("apply").unwrap();
    let x = d.alloc_from(&[1.0f32, 2.0, 3.0, 4.0]).unwrap();
    let f = Affine {
        scale: 2.0,
        offset: 0.5,
        count: 3,
    };
    launch!(apply[1u32, 4u32](f, x)).unwrap();
    assert_eq!(x.to_vec().unwrap(), vec![2.5, 4.5, 6.5, 4.0]);
    // A struct of the wrong size.
    let e = launch!(apply[1u32, 4u32]([0f32; 2], x)).unwrap_err();
    assert!(
        e.to_string()
            .contains("argument 1 (`Affine f`): expected a 12-byte struct"),
        "{e}"
    );

    let widths = m.kernel("widths").unwrap();
    let out = d.alloc::<u64>(1).unwrap();
    launch!(widths[1u32, 1u32](3i8, 40i16, 5_000_000_000i64, 2.75f64, true, out)).unwrap();
    assert_eq!(out.to_vec().unwrap(), vec![5_000_001_045]);
}

#[test]
fn buffers_check_lengths() {
    let d = device();
    let b = d.alloc::<u32>(8).unwrap();
    assert_eq!(b.len(), 8);
    assert_eq!(b.size_in_bytes(), 32);
    assert!(!b.is_empty());
    let e = b.copy_from(&[1, 2, 3]).unwrap_err();
    assert!(matches!(e, Error::InvalidArgument(_)), "{e:?}");
    assert!(
        e.to_string().contains("holds 8 elements, the host slice 3"),
        "{e}"
    );
    let mut small = [0u32; 4];
    assert!(matches!(
        b.copy_to(&mut small),
        Err(Error::InvalidArgument(_))
    ));
    let s = Stream::new(&d).unwrap();
    assert!(b.copy_from_async(&[1], &s).is_err());
    assert!(b.copy_to_async(&mut small, &s).is_err());
    let other = d.alloc::<u32>(9).unwrap();
    assert!(b.copy_from_buffer(&other).is_err());

    let src: Vec<u32> = (10..18).collect();
    b.copy_from(&src).unwrap();
    let c = d.alloc::<u32>(8).unwrap();
    c.copy_from_buffer(&b).unwrap();
    assert_eq!(c.to_vec().unwrap(), src);

    // Empty buffers need no memory and copy nothing.
    let empty = d.alloc::<f64>(0).unwrap();
    assert!(empty.is_empty());
    assert_eq!(empty.device_ptr(), 0);
    empty.copy_from(&[]).unwrap();
    assert_eq!(empty.to_vec().unwrap(), Vec::<f64>::new());

    // A size that overflows is an allocation failure, not a panic.
    let e = d.alloc::<u64>(usize::MAX / 2).unwrap_err();
    assert_eq!(e, Error::Cuda(CudaError::MemoryAllocation));
}

#[test]
fn compile_errors_have_locations() {
    let d = device();
    let e = Module::from_cuda_source(
        &d,
        "__global__ void k(int* p) {\n    p[0] = undefined_name;\n}\n",
    )
    .unwrap_err();
    let Error::Compile(diags) = &e else {
        panic!("{e:?}")
    };
    assert!(diags.contains("source.cu:2:"), "{diags}");
    assert!(diags.contains("error"), "{diags}");
    assert!(diags.contains("undefined_name"), "{diags}");
    assert!(e.to_string().contains("source.cu:2:"), "{e}");

    // The name diagnostics use is an option, as are defines.
    let opts = CompileOptions::default().name("mine.cu");
    let e = Module::compile(&d, "__global__ void k() { int x = ; }\n", &opts).unwrap_err();
    assert!(e.to_string().contains("mine.cu:1:"), "{e}");
    let opts = CompileOptions::default().define("VALUE", "41");
    let m = Module::compile(&d, "__global__ void k(int* p) { *p = VALUE + 1; }\n", &opts).unwrap();
    let k = m.kernel("k").unwrap();
    let p = d.alloc::<i32>(1).unwrap();
    launch!(k[1u32, 1u32](p)).unwrap();
    assert_eq!(p.to_vec().unwrap(), vec![42]);
}

#[test]
fn fused_multiply_add_option() {
    // x * x - 1 with x = 1 + 2^-12: 2^-11 + 2^-24 when fused (one rounding), 2^-11 when the
    // product is rounded first.
    let d = device();
    let source = "__global__ void k(float* o, float x, float m) { *o = x * x + m; }\n";
    let run = |options: &CompileOptions| {
        let m = Module::compile(&d, source, options).unwrap();
        let k = m.kernel("k").unwrap();
        let o = d.alloc::<f32>(1).unwrap();
        let x = 1.0f32 + 1.0 / 4096.0;
        launch!(k[1u32, 1u32](o, x, -1.0f32)).unwrap();
        o.to_vec().unwrap()[0]
    };
    let exact = 2f32.powi(-11) + 2f32.powi(-24);
    assert_eq!(run(&CompileOptions::default()), exact);
    assert_eq!(run(&CompileOptions::default().fmad(false)), 2f32.powi(-11));
}

#[test]
fn unknown_and_template_kernels() {
    let d = device();
    let m = Module::from_cuda_source(
        &d,
        r#"
        __global__ void plain(int* p) { *p = 1; }
        template <typename T> __global__ void generic(T* p) { *p = T(1); }
        namespace inner { __global__ void nested(int* p) { *p = 2; } }
        "#,
    )
    .unwrap();
    let e = m.kernel("missing").unwrap_err();
    let Error::NotFound(msg) = &e else {
        panic!("{e:?}")
    };
    assert!(
        msg.contains("`missing`") && msg.contains("`plain`"),
        "{msg}"
    );
    assert!(matches!(
        m.kernel("generic"),
        Err(Error::InvalidArgument(_))
    ));
    // A kernel in a namespace is named with it, and without it where that is unambiguous.
    assert_eq!(m.kernel("inner::nested").unwrap().name(), "inner::nested");
    let nested = m.kernel("nested").unwrap();
    let p = d.alloc::<i32>(1).unwrap();
    launch!(nested[1u32, 1u32](p)).unwrap();
    assert_eq!(p.to_vec().unwrap(), vec![2]);
    // Looking a kernel up twice gives the same kernel.
    let a = m.kernel("plain").unwrap();
    let b = m.kernel("plain").unwrap();
    assert_eq!(a.name(), b.name());
}

#[test]
fn handles_can_cross_threads() {
    fn send_sync<T: Send + Sync>() {}
    send_sync::<Device>();
    send_sync::<Module>();
    send_sync::<ferrocuda::Kernel>();
    send_sync::<ferrocuda::DeviceBuffer<f32>>();
    send_sync::<Stream>();
    send_sync::<Event>();
    send_sync::<Error>();

    // A module compiled on one thread, launched from others.
    let d = device();
    let m = Module::from_cuda_source(&d, VECTOR_ADD).unwrap();
    let k = m.kernel("vector_add").unwrap();
    std::thread::scope(|s| {
        for t in 0..3 {
            let k = k.clone();
            s.spawn(move || {
                let a = d.alloc_from(&[t as f32; 64]).unwrap();
                let c = d.alloc::<f32>(64).unwrap();
                launch!(k[1u32, 64u32](a, a, c, 64i32)).unwrap();
                assert_eq!(c.to_vec().unwrap(), vec![2.0 * t as f32; 64]);
            });
        }
    });
}
