//! Kernels compiled from CUDA C by the front end and run by the CPU backend.

use ferrocuda_cpu::{Arena, LaunchConfig, Module};
use ferrocuda_frontend::compile::{compile_source_to_ir, DeviceOptions};
use std::path::PathBuf;
use std::sync::Arc;

fn options() -> DeviceOptions {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../include");
    DeviceOptions {
        system_dirs: vec![root.clone(), root.join("ferrocuda/device-std")],
        ..Default::default()
    }
}

fn load(src: &str) -> (Module, Arc<Arena>) {
    let ir = compile_source_to_ir("test.cu", src, &options()).unwrap_or_else(|e| panic!("{e}"));
    let arena = Arc::new(Arena::with_capacity(1 << 30).unwrap());
    (Module::load(ir, arena.clone()).unwrap(), arena)
}

struct Params(Vec<u8>);
impl Params {
    fn new() -> Self {
        Params(Vec::new())
    }
    fn push<T: Copy>(mut self, v: T) -> Self {
        let a = std::mem::align_of::<T>();
        while !self.0.len().is_multiple_of(a) {
            self.0.push(0);
        }
        let bytes = unsafe {
            std::slice::from_raw_parts(&v as *const T as *const u8, std::mem::size_of::<T>())
        };
        self.0.extend_from_slice(bytes);
        self
    }
}

fn device<T: Copy>(arena: &Arena, data: &[T]) -> *mut T {
    let p = arena.alloc(std::mem::size_of_val(data)).unwrap() as *mut T;
    unsafe { std::ptr::copy_nonoverlapping(data.as_ptr(), p, data.len()) };
    p
}

fn read<T: Copy>(p: *const T, n: usize) -> Vec<T> {
    unsafe { std::slice::from_raw_parts(p, n) }.to_vec()
}

fn cfg(grid: u32, block: u32, shared: usize) -> LaunchConfig {
    LaunchConfig {
        grid: [grid, 1, 1],
        block: [block, 1, 1],
        dynamic_shared: shared,
        cooperative: false,
        cluster: [1; 3],
    }
}

#[test]
fn vector_add() {
    let (m, arena) = load(
        "__global__ void add(const float* a, const float* b, float* c, int n) {\n\
           int i = blockIdx.x * blockDim.x + threadIdx.x;\n\
           if (i < n) c[i] = a[i] + b[i];\n\
         }\n",
    );
    let n = 1000;
    let a: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let b: Vec<f32> = (0..n).map(|i| 2.0 * i as f32).collect();
    let (da, db, dc) = (
        device(&arena, &a),
        device(&arena, &b),
        device(&arena, &vec![0f32; n]),
    );
    let p = Params::new().push(da).push(db).push(dc).push(n as i32);
    let mut out = Vec::new();
    m.launch("add", &cfg(4, 256, 0), &p.0, &mut out).unwrap();
    let c = read(dc, n);
    assert!(c.iter().enumerate().all(|(i, &x)| x == 3.0 * i as f32));
}

#[test]
fn long_else_if_chain_with_condition_declarations() {
    // Longer than any nesting limit; every link declares a variable its `else` still sees.
    let mut src = String::from(
        "__global__ void pick(const int* in, int* out) {\n\
           int x = in[threadIdx.x];\n\
           if (int d = x - 0; d == 0) out[threadIdx.x] = 0;\n",
    );
    for i in 1..600 {
        src.push_str(&format!(
            "  else if (int d{i} = x - {i}; d{i} == 0) out[threadIdx.x] = {i} * 3 + d;\n"
        ));
    }
    src.push_str("  else out[threadIdx.x] = -d;\n}\n");
    let (m, arena) = load(&src);
    let input = [0, 1, 257, 599, 600, 1000];
    let (din, dout) = (device(&arena, &input), device(&arena, &[0i32; 6]));
    let p = Params::new().push(din).push(dout);
    let mut out = Vec::new();
    m.launch("pick", &cfg(1, 6, 0), &p.0, &mut out).unwrap();
    assert_eq!(read(dout, 6), [0, 4, 1028, 2396, -600, -1000]);
}

#[test]
fn shared_memory_tree_reduction_with_barriers_in_a_loop() {
    let (m, arena) = load(
        "__global__ void sum(const int* in, int* out) {\n\
           __shared__ int s[256];\n\
           int t = threadIdx.x;\n\
           s[t] = in[blockIdx.x * blockDim.x + t];\n\
           __syncthreads();\n\
           for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {\n\
             if (t < stride) s[t] += s[t + stride];\n\
             __syncthreads();\n\
           }\n\
           if (t == 0) atomicAdd(out, s[0]);\n\
         }\n",
    );
    let input: Vec<i32> = (0..4096).collect();
    let (din, dout) = (device(&arena, &input), device(&arena, &[0i32]));
    let p = Params::new().push(din).push(dout);
    m.launch("sum", &cfg(16, 256, 0), &p.0, &mut Vec::new())
        .unwrap();
    assert_eq!(read(dout, 1)[0], (0..4096).sum::<i32>());
}

#[test]
fn grid_barriers_hold_every_block_of_a_cooperative_grid() {
    // Each step reads what other blocks wrote before the barrier; a block racing ahead would
    // read stale values.
    let (m, arena) = load(
        "#include <cooperative_groups.h>\n\
         __global__ void chain(int* v, int steps, int early) {\n\
           cooperative_groups::grid_group g = cooperative_groups::this_grid();\n\
           if (steps == 0) { v[g.thread_rank()] = g.is_valid(); return; }\n\
           if (early && blockIdx.x == 3) return;\n\
           int i = g.thread_rank(), n = g.size();\n\
           for (int s = 0; s < steps; ++s) {\n\
             int next = v[(i + 1) % n];\n\
             g.sync();\n\
             v[i] += next;\n\
             g.sync();\n\
           }\n\
         }\n",
    );
    let n = 8 * 64;
    let input = vec![1i32; n];
    let dv = device(&arena, &input);
    let cooperative = LaunchConfig {
        cooperative: true,
        cluster: [1; 3],
        ..cfg(8, 64, 0)
    };
    let p = Params::new().push(dv).push(10i32).push(0i32);
    m.launch("chain", &cooperative, &p.0, &mut Vec::new())
        .unwrap();
    assert!(read(dv, n).iter().all(|&x| x == 1 << 10));

    let trap = |cfg: &LaunchConfig, early: i32| {
        let p = Params::new().push(dv).push(1i32).push(early);
        match m.launch("chain", cfg, &p.0, &mut Vec::new()) {
            Err(ferrocuda_cpu::Fault::Trap {
                reason: Some(r), ..
            }) => r,
            other => panic!("{other:?}"),
        }
    };
    assert!(trap(&cfg(8, 64, 0), 0).contains("needs a cooperative launch"));
    let valid = |cfg: &LaunchConfig| {
        let p = Params::new().push(dv).push(0i32).push(0i32);
        m.launch("chain", cfg, &p.0, &mut Vec::new()).unwrap();
        read(dv, 1)[0]
    };
    assert_eq!((valid(&cooperative), valid(&cfg(8, 64, 0))), (1, 0));
    assert!(trap(&cooperative, 1).contains("some blocks left the kernel"));
}

#[test]
fn deduction_keeps_the_constness_declarations_show() {
    // C++'s answers: a const lvalue makes a forwarding reference `const int&`, a pointer to
    // const makes `T*` deduce `const int`, by value the top-level const goes.
    let (m, arena) = load(
        "#include <type_traits>\n\
         template <class T> __device__ int fwd(T &&) {\n\
           return std::is_const<typename std::remove_reference<T>::type>::value * 10\n\
                  + std::is_lvalue_reference<T>::value;\n\
         }\n\
         template <class T> __device__ int ptr(T *) { return std::is_const<T>::value; }\n\
         template <class T> __device__ int ref(T &) { return std::is_const<T>::value; }\n\
         template <class T> __device__ int val(T) { return std::is_const<T>::value; }\n\
         __global__ void k(int *out, const int *cp, int *mp) {\n\
           const int c = 1;\n\
           int m = 2;\n\
           out[0] = fwd(c); out[1] = fwd(m); out[2] = fwd(3);\n\
           out[3] = ptr(cp); out[4] = ptr(mp);\n\
           out[5] = ref(c); out[6] = ref(m); out[7] = val(c);\n\
         }\n",
    );
    let out = device(&arena, &[0i32; 8]);
    let p = Params::new().push(out).push(out).push(out);
    m.launch("k", &cfg(1, 1, 0), &p.0, &mut Vec::new()).unwrap();
    assert_eq!(read(out, 8), [11, 1, 0, 1, 0, 1, 0, 0]);
}

#[test]
fn braces_elided_around_class_subobjects_initialized_from_variables() {
    // `{x, y, z, w}` for two `Pair`s: the variables are ints, not Pairs, so each Pair takes two
    // of them; an object of the class initializes a whole element.
    let (m, arena) = load(
        "struct Pair { int a, b; };\n\
         struct Seg { Pair from, to; float w; };\n\
         __global__ void k(int *out, const float *f) {\n\
           int x = 1, y = 2, z = 3, w = 4;\n\
           Pair ps[2] = {x, y, z, w};\n\
           Pair qs[] = {x, y, z, w, 5, 6};\n\
           Pair p0 = {7, 8};\n\
           Pair rs[2] = {p0, {x, w}};\n\
           float2 v[2] = {f[0], f[1], f[2], f[3]};\n\
           Seg s = {x, y, z, w, 0.5f};\n\
           out[0] = ps[0].a * 1000 + ps[0].b * 100 + ps[1].a * 10 + ps[1].b;\n\
           out[1] = (int)(sizeof(qs) / sizeof(qs[0])) * 100 + qs[2].a * 10 + qs[2].b;\n\
           out[2] = rs[0].a * 1000 + rs[0].b * 100 + rs[1].a * 10 + rs[1].b;\n\
           out[3] = (int)(v[1].x * 10 + v[1].y);\n\
           out[4] = s.from.a * 1000 + s.from.b * 100 + s.to.a * 10 + s.to.b;\n\
         }\n",
    );
    let out = device(&arena, &[0i32; 5]);
    let f = device(&arena, &[1.0f32, 2.0, 3.0, 4.0]);
    let p = Params::new().push(out).push(f);
    m.launch("k", &cfg(1, 1, 0), &p.0, &mut Vec::new()).unwrap();
    assert_eq!(read(out, 5), [1234, 356, 7814, 34, 1234]);
}

#[test]
fn warp_shuffle_reduction_and_printf() {
    let (m, arena) = load(
        "#include <cstdio>\n\
         __global__ void k(int* out) {\n\
           int v = threadIdx.x;\n\
           for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffff, v, o);\n\
           if (threadIdx.x % 32 == 0) out[threadIdx.x / 32] = v;\n\
           if (threadIdx.x == 0) printf(\"sum %d of %s %.2f\\n\", v, \"warp\", 1.5f);\n\
         }\n",
    );
    let dout = device(&arena, &[0i32; 2]);
    let p = Params::new().push(dout);
    let mut out = Vec::new();
    m.launch("k", &cfg(1, 64, 0), &p.0, &mut out).unwrap();
    assert_eq!(
        read(dout, 2),
        vec![(0..32).sum::<i32>(), (32..64).sum::<i32>()]
    );
    assert_eq!(String::from_utf8(out).unwrap(), "sum 496 of warp 1.50\n");
}

#[test]
fn lanes_read_their_neighbours_shared_stores_without_a_barrier() {
    // Warp-synchronous code of older programs: a GPU's lanes make the store before any makes
    // the load; the threads of the block, run one after another, do so too.
    let (m, arena) = load(
        "__global__ void k(int* out) {\n\
           __shared__ int s[64];\n\
           extern __shared__ int d[];\n\
           int x = threadIdx.x;\n\
           s[x] = x * 2;\n\
           d[x] = x * 3;\n\
           out[x] = s[(x + 1) % 64] + d[(x + 63) % 64];\n\
         }\n",
    );
    let dout = device(&arena, &[0i32; 64]);
    let p = Params::new().push(dout);
    m.launch("k", &cfg(1, 64, 256), &p.0, &mut Vec::new())
        .unwrap();
    let expected: Vec<i32> = (0..64)
        .map(|x| (x + 1) % 64 * 2 + (x + 63) % 64 * 3)
        .collect();
    assert_eq!(read(dout, 64), expected);
}

#[test]
fn lanes_permute_a_shared_array_in_place_as_a_warp_does() {
    // Each lane's load comes before any lane's store, for scalars and for objects copied whole.
    let (m, arena) = load(
        "struct P { float x, y, z; };\n\
         __global__ void k(int* out, float* objects) {\n\
           __shared__ int v[16];\n\
           __shared__ P p[16];\n\
           int i = threadIdx.x;\n\
           v[i] = 100 + i;\n\
           p[i] = P{(float)i, 0.0f, 1.0f};\n\
           __syncthreads();\n\
           v[15 - i] = v[i];\n\
           p[15 - i] = p[i];\n\
           __syncthreads();\n\
           out[i] = v[i];\n\
           objects[i] = p[i].x;\n\
         }\n",
    );
    let dout = device(&arena, &[0i32; 16]);
    let dobjects = device(&arena, &[0f32; 16]);
    let p = Params::new().push(dout).push(dobjects);
    m.launch("k", &cfg(1, 16, 0), &p.0, &mut Vec::new())
        .unwrap();
    assert_eq!(
        read(dout, 16),
        (0..16).map(|i| 115 - i).collect::<Vec<i32>>()
    );
    assert_eq!(
        read(dobjects, 16),
        (0..16).map(|i| (15 - i) as f32).collect::<Vec<f32>>()
    );
}

#[test]
fn a_warp_operation_must_name_its_own_lane() {
    let (m, arena) = load(
        "__global__ void k(unsigned* out) {\n\
           unsigned below = (1u << (threadIdx.x % 32)) - 1;\n\
           out[threadIdx.x] = __ballot_sync(below, 1);\n\
         }\n",
    );
    let dout = device(&arena, &[0u32; 32]);
    let p = Params::new().push(dout);
    let e = m
        .launch("k", &cfg(1, 32, 0), &p.0, &mut Vec::new())
        .unwrap_err();
    assert!(
        matches!(e, ferrocuda_cpu::Fault::LaneOutsideMask { mask: 0, .. }),
        "{e:?}"
    );
}

/// A GPU requires every load, store and atomic to be aligned to its size, and a copy of a
/// vector or class to its alignment; a packed class's members may lie anywhere.
#[test]
fn misaligned_accesses_fault() {
    let (m, arena) = load(
        "struct Pair { int a, b; };\n\
         struct __attribute__((packed)) P { char c; int x; Pair pair; };\n\
         __global__ void k(char* p, int mode) {\n\
           switch (mode) {\n\
           case 0: *(int*)(p + 2) = 5; break;\n\
           case 1: atomicAdd((unsigned long long*)(p + 4), 1ull); break;\n\
           case 2: p[40] = (char)*(double*)(p + 12); break;\n\
           case 3: *(float4*)(p + 32) = *(float4*)(p + 4); break;\n\
           case 4: *(int2*)(p + 8) = *(int2*)(p + 28); break;\n\
           case 6: {\n\
             unsigned words[7];\n\
             for (int i = 0; i < 7; ++i) words[i] = i;\n\
             *(unsigned long long*)(p + 48) = *(unsigned long long*)words;\n\
           } break;\n\
           case 5: {\n\
             P* q = (P*)(p + 1);\n\
             q->x = 7; *(short*)(p + 16) = 3;\n\
             Pair two = {1, 2}; q->pair = two; *(Pair*)(p + 20) = q->pair;\n\
           } break;\n\
           }\n\
         }\n",
    );
    let buffer = device(&arena, &[0u8; 64]);
    let run = |mode: i32| {
        let p = Params::new().push(buffer).push(mode);
        m.launch("k", &cfg(1, 1, 0), &p.0, &mut Vec::new())
    };
    for (mode, offset) in [(0, 2), (1, 4), (2, 12), (3, 4), (4, 28)] {
        let e = run(mode).unwrap_err();
        assert!(
            matches!(e, ferrocuda_cpu::Fault::MisalignedAddress { address, .. }
                if address == buffer as u64 + offset),
            "mode {mode}: {e:?}"
        );
    }
    // A local array is as aligned as a GPU leaves it: enough for an 8-byte read of its start.
    run(6).unwrap();
    assert_eq!(read(buffer, 56)[48..56], [0, 0, 0, 0, 1, 0, 0, 0]);
    run(5).unwrap();
    let bytes = read(buffer, 28);
    assert_eq!(bytes[2..6], [7, 0, 0, 0]);
    assert_eq!(bytes[16..18], [3, 0]);
    assert_eq!(bytes[20..28], [1, 0, 0, 0, 2, 0, 0, 0]);
}

/// A bulk tensor copy whose operand is not a tensor map traps, saying why.
#[test]
fn a_tensor_copy_needs_a_tensor_map() {
    let (m, _arena) = load(
        "struct alignas(128) Map { unsigned long long words[16]; };\n\
         __global__ void k(const __grid_constant__ Map map) {\n\
           __shared__ alignas(128) float tile[32];\n\
           __shared__ alignas(8) unsigned long long bar;\n\
           unsigned t = (unsigned)__cvta_generic_to_shared(tile);\n\
           unsigned b = (unsigned)__cvta_generic_to_shared(&bar);\n\
           asm volatile(\"mbarrier.init.shared::cta.b64 [%0], 1;\" :: \"r\"(b));\n\
           asm volatile(\"cp.async.bulk.tensor.1d.shared::cluster.global.tile\"\n\
             \".mbarrier::complete_tx::bytes [%0], [%1, {%2}], [%3];\"\n\
             :: \"r\"(t), \"l\"(&map), \"r\"(0), \"r\"(b) : \"memory\");\n\
         }\n",
    );
    // The parameter: 128 bytes of zeros.
    let params = vec![0u8; 128];
    let e = m
        .launch("k", &cfg(1, 1, 0), &params, &mut Vec::new())
        .unwrap_err();
    assert!(
        matches!(&e, ferrocuda_cpu::Fault::Trap { reason: Some(r), .. } if r.contains("is not a tensor map")),
        "{e:?}"
    );
}

#[test]
fn wild_store_is_an_illegal_address() {
    let (m, _arena) = load("__global__ void k() { *(int*)0x10 = 1; }\n");
    let e = m
        .launch("k", &cfg(1, 1, 0), &[], &mut Vec::new())
        .unwrap_err();
    assert!(
        matches!(
            e,
            ferrocuda_cpu::Fault::IllegalAddress { address: 0x10, .. }
        ),
        "{e:?}"
    );
}

/// A kernel, and each instance of a kernel template the build makes, is refused when it is
/// built; an instance within the bound loads and runs.
#[test]
fn static_shared_memory_is_at_most_48_kib() {
    let built = compile_source_to_ir(
        "test.cu",
        "__global__ void too_much(int* out) { __shared__ int s[12289]; out[0] = s[0]; }",
        &options(),
    );
    let message = "entry function 'too_much' uses too much shared data (0xc004 bytes, 0xc000 max)";
    assert!(built.err().unwrap_or_default().contains(message));
    let src = "template <unsigned long long N> __global__ void k(int* out) \
               { __shared__ char s[N]; s[3] = 4; out[0] = s[3]; }";
    let instances = |sizes: &[&str]| DeviceOptions {
        instances: sizes
            .iter()
            .map(|n| ("k".to_string(), n.to_string()))
            .collect(),
        ..options()
    };
    let refused = compile_source_to_ir("test.cu", src, &instances(&["49153", "1099511627776"]))
        .err()
        .unwrap_or_default();
    assert!(
        refused.contains(
            "entry function 'k<49153>' uses too much shared data (0xc001 bytes, 0xc000 max)"
        ),
        "{refused}"
    );
    assert!(refused.contains("entry function 'k<1099511627776>' uses too much shared data (0x10000000000 bytes, 0xc000 max)"), "{refused}");
    let ir = compile_source_to_ir("test.cu", src, &instances(&["49152"]))
        .unwrap_or_else(|e| panic!("{e}"));
    let arena = Arc::new(Arena::with_capacity(1 << 30).unwrap());
    let m = Module::load(ir, arena).unwrap();
    let names: Vec<&str> = m.kernels().collect();
    assert!(m.compiled("k<49152>").is_ok(), "{names:?}");
}

/// A block barrier counts the threads that arrive, whichever `__syncthreads()` each waits at
/// (as a GPU's does): a producer and a consumer half meet at barriers in the two arms of an
/// `if`. Barriers of different kinds are still a divergence.
#[test]
fn block_barriers_at_different_places_meet() {
    let (m, arena) = load(
        r#"
__global__ void halves(int* out) {
    __shared__ int s[64];
    if (threadIdx.x >= 32) {
        s[threadIdx.x - 32] = threadIdx.x - 31;
        __syncthreads();
    } else {
        __syncthreads();
        out[threadIdx.x] = s[threadIdx.x];
    }
}
__global__ void kinds(int* out) {
    if (threadIdx.x >= 32) __syncthreads();
    else out[0] = __syncthreads_count(1);
}
"#,
    );
    let out = device(&arena, &[0i32; 32]);
    let p = Params::new().push(out);
    m.launch("halves", &cfg(2, 64, 0), &p.0, &mut Vec::new())
        .unwrap();
    assert_eq!(read(out, 32), (1..=32).collect::<Vec<i32>>());
    let e = m.launch("kinds", &cfg(1, 64, 0), &p.0, &mut Vec::new());
    assert!(
        matches!(e, Err(ferrocuda_cpu::Fault::BarrierDivergence { .. })),
        "{e:?}"
    );
}

#[test]
fn only_the_kernels_reaching_untranslatable_inline_ptx_fail_to_compile() {
    let (m, _arena) = load(
        r#"
__device__ unsigned total() {
    unsigned s;
    asm("mov.u32 %0, %%pm0;" : "=r"(s));
    return s;
}
__global__ void plain(unsigned* out) { out[0] = 1; }
__global__ void direct(unsigned* out) { asm("pmevent 1;"); out[0] = 2; }
__global__ void through_a_call(unsigned* out) { out[0] = total(); }
"#,
    );
    assert!(m.compiled("plain").is_ok());
    let err = |name: &str| m.compiled(name).err().unwrap_or_default();
    assert!(
        err("direct").starts_with("test.cu:8:41: inline PTX: 'pmevent' is not supported"),
        "{}",
        err("direct")
    );
    assert!(
        err("through_a_call").starts_with("test.cu:4:5: inline PTX: unknown register"),
        "{}",
        err("through_a_call")
    );
}

#[test]
fn a_large_zero_initialized_device_variable_costs_what_its_initializer_writes() {
    // A terabyte that is never written (a host program could not link its shadow; the device
    // pass must still not make the bytes).
    let ir = compile_source_to_ir(
        "big.cu",
        "__device__ char big[1ull << 40] = {1, 2};\n__global__ void k(char* o) { o[0] = big[1]; }\n",
        &options(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let big = ir.globals.iter().find(|g| g.name == "big").unwrap();
    assert_eq!((big.size, big.init.as_slice()), (1 << 40, &[1u8, 2][..]));
}

/// A large device function (a hash's fully unrolled rounds) is compiled once and called, not
/// copied into each of its callers: it computes what the same rounds in a loop compute, on a
/// state the caller keeps in a local array.
#[test]
fn large_functions_are_called() {
    let (m, arena) = load(
        "#define ROUND(i) s[(i) % 4] = (s[(i) % 4] ^ (s[((i) + 1) % 4] > s[((i) + 2) % 4] ? 0x9e3779b9u : (i))) * 2654435761u + (s[((i) + 3) % 4] >> 7);\n\
         #define R4(i) ROUND(i) ROUND(i + 1) ROUND(i + 2) ROUND(i + 3)\n\
         #define R16(i) R4(i) R4(i + 4) R4(i + 8) R4(i + 12)\n\
         #define R64(i) R16(i) R16(i + 16) R16(i + 32) R16(i + 48)\n\
         __device__ void rounds(unsigned* s) { R64(0) R64(64) R64(128) R64(192) }\n\
         __device__ void looped(unsigned* s) {\n\
           for (unsigned i = 0; i < 256; ++i) ROUND(i)\n\
         }\n\
         __global__ void k(unsigned* out) {\n\
           unsigned a[4] = {threadIdx.x, 1, 2, 3}, b[4] = {threadIdx.x, 1, 2, 3};\n\
           for (int twice = 0; twice < 2; ++twice) { rounds(a); looped(b); }\n\
           rounds(a); looped(b);\n\
           out[threadIdx.x] = a[0] ^ a[1] ^ a[2] ^ a[3];\n\
           out[64 + threadIdx.x] = b[0] ^ b[1] ^ b[2] ^ b[3];\n\
         }\n",
    );
    assert!(m.compiled("k").unwrap().deep_stack);
    let out = device(&arena, &[0u32; 128]);
    let p = Params::new().push(out);
    m.launch("k", &cfg(1, 64, 0), &p.0, &mut Vec::new())
        .unwrap();
    let got = read(out, 128);
    assert_eq!(got[..64], got[64..]);
    assert_ne!(got[0], got[1]);
}

/// Straight-line code over a local array indexed by constant expressions (a hash's rounds
/// written out by macros): the element offsets fold to constants, the array becomes registers
/// and each step's `?:` a select, and the kernel computes what the same steps compute here.
#[test]
fn unrolled_rounds_over_a_local_array() {
    let (m, arena) = load(
        "#define STEP(s, i) s[(i) % 4] += s[((i) + 1) % 4] ^ (i); \\\n\
           s[(i) % 4] = s[(i) % 4] > 0x8000000000000000ull ? s[(i) % 4] - 977 \\\n\
                                                         : (s[(i) % 4] << 3 | s[(i) % 4] >> 61);\n\
         #define STEP4(s, i) STEP(s, i) STEP(s, i + 1) STEP(s, i + 2) STEP(s, i + 3)\n\
         #define STEP16(s, i) STEP4(s, i) STEP4(s, i + 4) STEP4(s, i + 8) STEP4(s, i + 12)\n\
         #define STEP64(s, i) STEP16(s, i) STEP16(s, i + 16) STEP16(s, i + 32) STEP16(s, i + 48)\n\
         __global__ void k(unsigned long long* out) {\n\
           unsigned long long s[4] = {threadIdx.x, 1, 2, 3};\n\
           STEP64(s, 0) STEP64(s, 64) STEP64(s, 128) STEP64(s, 192)\n\
           out[threadIdx.x] = s[0] ^ s[1] ^ s[2] ^ s[3];\n\
         }\n",
    );
    let out = device(&arena, &[0u64; 32]);
    let p = Params::new().push(out);
    m.launch("k", &cfg(1, 32, 0), &p.0, &mut Vec::new())
        .unwrap();
    let expected: Vec<u64> = (0..32u64)
        .map(|t| {
            let mut s = [t, 1, 2, 3];
            for i in 0..256usize {
                let (a, b) = (i % 4, (i + 1) % 4);
                s[a] = s[a].wrapping_add(s[b] ^ i as u64);
                s[a] = match s[a] > 0x8000_0000_0000_0000 {
                    true => s[a] - 977,
                    false => s[a].rotate_left(3),
                };
            }
            s[0] ^ s[1] ^ s[2] ^ s[3]
        })
        .collect();
    assert_eq!(read(out, 32), expected);
}

/// Parameters across barriers: one the kernel never assigns is read once for all threads and
/// never spilled, one it assigns is each thread's own; in a three-dimensional block, whose
/// thread loop carries `threadIdx.x` into `y` and `z`.
#[test]
fn parameters_across_barriers_in_a_3d_block() {
    let (m, arena) = load(
        "__global__ void k(int* out, int step, int base) {\n\
           __shared__ int seen[60];\n\
           int t = threadIdx.x + 3 * (threadIdx.y + 4 * threadIdx.z);\n\
           base += t * step;\n\
           seen[t] = base;\n\
           __syncthreads();\n\
           base += seen[59 - t];\n\
           __syncthreads();\n\
           out[t] = base * 1000 + step + threadIdx.x * 100 + threadIdx.y * 10 + threadIdx.z;\n\
         }\n",
    );
    let out = device(&arena, &[0i32; 60]);
    let p = Params::new().push(out).push(2i32).push(7i32);
    let launch = LaunchConfig {
        block: [3, 4, 5],
        ..cfg(1, 1, 0)
    };
    m.launch("k", &launch, &p.0, &mut Vec::new()).unwrap();
    let want: Vec<i32> = (0..60)
        .map(|t| {
            let (x, y, z) = (t % 3, t / 3 % 4, t / 12);
            let base = 7 + t * 2 + 7 + (59 - t) * 2;
            base * 1000 + 2 + x * 100 + y * 10 + z
        })
        .collect();
    assert_eq!(read(out, 60), want);
}

/// A kernel of many blocks and many registers live across them (thousands of conditional
/// assignments summed at the end): Cranelift's SSA builder would need a table entry for each
/// register in each block, so the registers are kept in stack slots (on the deep stack their
/// size needs), and the kernel computes what the same steps compute here.
#[test]
fn registers_of_a_giant_kernel_live_in_stack_slots() {
    const N: usize = 6000;
    let mut src = String::from(
        "__global__ void k(const int* in, long long* out) {\n  int t = threadIdx.x;\n",
    );
    for i in 0..N {
        src += &format!(
            "  int a{i} = 0; if (in[(t + {i}) % 8] > {}) {{ a{i} = in[{i} % 8] * {}; out[8 + t] = {i}; }}\n",
            i % 5,
            i % 97
        );
    }
    src += "  long long s = 0;\n";
    for i in 0..N {
        src += &format!("  s += a{i};\n");
    }
    src += "  out[t] = s;\n}\n";
    let (m, arena) = load(&src);
    assert!(m.compiled("k").unwrap().deep_stack);
    let input: Vec<i32> = (0..8).collect();
    let inp = device(&arena, &input);
    let out = device(&arena, &[0i64; 16]);
    let p = Params::new().push(inp).push(out);
    m.launch("k", &cfg(1, 8, 0), &p.0, &mut Vec::new()).unwrap();
    let expected: Vec<i64> = (0..8usize)
        .map(|t| {
            (0..N)
                .filter(|i| input[(t + i) % 8] > (i % 5) as i32)
                .map(|i| i64::from(input[i % 8] * (i % 97) as i32))
                .sum()
        })
        .collect();
    assert_eq!(read(out, 8), expected);
}
