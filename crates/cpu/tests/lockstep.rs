//! Kernels whose regions run four threads in lockstep: the places where the lanes leave it
//! (a branch they part at, a 32-bit index whose lanes wrap when widened, a register they hold
//! different values of after a barrier, a fault in one lane) give what the threads run one
//! at a time give.

use ferrocuda_cpu::{Arena, Fault, LaunchConfig, Module};
use ferrocuda_frontend::compile::{compile_source_to_ir, DeviceOptions};
use std::path::PathBuf;
use std::sync::Arc;

fn load(src: &str) -> (Module, Arc<Arena>) {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../include");
    let options = DeviceOptions {
        system_dirs: vec![root.clone(), root.join("ferrocuda/device-std")],
        ..Default::default()
    };
    let ir = compile_source_to_ir("test.cu", src, &options).unwrap_or_else(|e| panic!("{e}"));
    let arena = Arc::new(Arena::with_capacity(1 << 30).unwrap());
    (Module::load(ir, arena.clone()).unwrap(), arena)
}

fn zeros<T: Copy + Default>(arena: &Arena, n: usize) -> *mut T {
    let p = arena.alloc(n * std::mem::size_of::<T>()).unwrap() as *mut T;
    unsafe { std::slice::from_raw_parts_mut(p, n).fill(T::default()) };
    p
}

fn read<T: Copy>(p: *const T, n: usize) -> Vec<T> {
    unsafe { std::slice::from_raw_parts(p, n) }.to_vec()
}

fn block(x: u32, y: u32) -> LaunchConfig {
    LaunchConfig {
        grid: [2, 1, 1],
        block: [x, y, 1],
        dynamic_shared: 0,
        cooperative: false,
        cluster: [1; 3],
    }
}

/// Launches kernel `k(out, ...)` with `extra` parameter bytes after the pointer.
fn run<T: Copy + Default>(
    m: &Module,
    arena: &Arena,
    cfg: &LaunchConfig,
    n: usize,
    extra: &[u8],
) -> Vec<T> {
    assert!(
        m.compiled("k").unwrap().lockstep,
        "the kernel runs in lockstep"
    );
    let out = zeros::<T>(arena, n);
    let mut params = (out as u64).to_le_bytes().to_vec();
    params.extend_from_slice(extra);
    m.launch("k", cfg, &params, &mut Vec::new()).unwrap();
    read(out, n)
}

#[test]
fn lanes_that_part_at_a_branch_and_in_a_loop_go_on_one_at_a_time() {
    let (m, arena) = load(
        "__global__ void k(int* out) {\n\
           int t = (blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;\n\
           int s = 0;\n\
           if (t % 3 == 0) s = 100; else s = -t;\n\
           int j = 0;\n\
           for (; j < (t & 7); ++j) s += j;\n\
           __syncthreads();\n\
           out[t] = s * 16 + j;\n\
         }\n",
    );
    for cfg in [block(64, 1), block(30, 2), block(8, 4)] {
        let n = (2 * cfg.block[0] * cfg.block[1]) as usize;
        let got: Vec<i32> = run(&m, &arena, &cfg, n, &[]);
        let want: Vec<i32> = (0..n as i32)
            .map(|t| {
                let j = t & 7;
                let s = if t % 3 == 0 { 100 } else { -t };
                (s + j * (j - 1) / 2) * 16 + j
            })
            .collect();
        assert_eq!(got, want, "block {:?}", cfg.block);
    }
}

#[test]
fn a_widened_index_whose_lanes_wrap_leaves_lockstep() {
    let (m, arena) = load(
        "__global__ void k(long long* out, int base, unsigned ubase) {\n\
           int i = (int)((unsigned)base + threadIdx.x);\n\
           unsigned u = ubase + threadIdx.x;\n\
           long long wide = i;\n\
           unsigned long long uwide = u;\n\
           out[blockIdx.x * blockDim.x + threadIdx.x] = wide;\n\
           out[32 + blockIdx.x * blockDim.x + threadIdx.x] = (long long)uwide;\n\
         }\n",
    );
    let base = i32::MAX - 5;
    let ubase = u32::MAX - 9;
    let mut extra = base.to_le_bytes().to_vec();
    extra.extend_from_slice(&ubase.to_le_bytes());
    let got: Vec<i64> = run(&m, &arena, &block(16, 1), 64, &extra);
    for t in 0..32usize {
        let x = t as i32 % 16;
        assert_eq!(got[t], i64::from(base.wrapping_add(x)), "thread {t}");
        assert_eq!(
            got[32 + t],
            i64::from(ubase.wrapping_add(x as u32)),
            "thread {t}"
        );
    }
}

#[test]
fn a_register_the_lanes_hold_apart_after_a_barrier_sends_them_one_at_a_time() {
    // `step` is computed the same way in every thread, but the loop leaves it at the thread's
    // own count: after the barrier the four lanes hold different values of it.
    let (m, arena) = load(
        "__global__ void k(float* out) {\n\
           __shared__ float tile[64];\n\
           int step = 1;\n\
           while (step < (int)(threadIdx.x % 5) + 1) step = step * 2;\n\
           tile[threadIdx.x] = threadIdx.x * 0.5f;\n\
           __syncthreads();\n\
           out[blockIdx.x * 64 + threadIdx.x] = tile[63 - threadIdx.x] + step;\n\
         }\n",
    );
    let got: Vec<f32> = run(&m, &arena, &block(64, 1), 128, &[]);
    for (t, value) in got.iter().enumerate() {
        let x = t % 64;
        let mut step = 1;
        while step < x % 5 + 1 {
            step *= 2;
        }
        assert_eq!(*value, (63 - x) as f32 * 0.5 + step as f32, "thread {t}");
    }
}

#[test]
fn registers_of_every_width_cross_barriers_in_lockstep() {
    // Registers of 1, 2, 4 and 8 bytes live across two barriers: loaded ones the four lanes
    // hold alike, ones that vary, and ones computed alike that a loop of `x & in[6]`
    // iterations leaves different in each lane where `in[6]` is not 0 (their check sends the
    // lanes one at a time).
    let (m, arena) = load(
        "__global__ void k(long long* out, const long long* in) {\n\
           __shared__ int tile[64];\n\
           int x = threadIdx.x;\n\
           char c = 1; short h = 1; bool flag = false; double d = 1.0; long long w = 1;\n\
           for (int i = 0; i < (x & (int)in[6]); ++i) { c += 3; h += 300; flag = !flag; d *= 1.5; w *= 1000003; }\n\
           char vc = (char)(x * 7); short vh = (short)(x * 1001); bool vb = x & 1;\n\
           double vd = x * 0.25; long long vw = x * 123456789LL;\n\
           char uc = (char)in[0]; short uh = (short)in[1]; bool ub = in[2] != 0;\n\
           float uf = (float)in[3]; double ud = (double)in[4]; long long uw = in[5];\n\
           tile[x] = x;\n\
           __syncthreads();\n\
           long long r = c + h * 3 + flag * 7 + (long long)(d * 8) + w + vc + vh + vb\n\
             + (long long)(vd * 4) + vw + tile[63 - x];\n\
           __syncthreads();\n\
           out[blockIdx.x * 64 + x] = r + c + vc + h + vb + uc + uh + ub + (long long)uf\n\
             + (long long)ud + uw;\n\
         }\n",
    );
    for mask in [0i64, 3] {
        let input = zeros::<i64>(&arena, 7);
        let given = [-3i64, -20000, 1, 7, 11, 1 << 40, mask];
        unsafe { std::slice::from_raw_parts_mut(input, 7) }.copy_from_slice(&given);
        let extra = (input as u64).to_le_bytes();
        let got: Vec<i64> = run(&m, &arena, &block(64, 1), 128, &extra);
        for (t, value) in got.iter().enumerate() {
            let x = (t % 64) as i64;
            let (mut c, mut h, mut flag, mut d, mut w) = (1i8, 1i16, false, 1.0f64, 1i64);
            for _ in 0..x & mask {
                c += 3;
                h += 300;
                flag = !flag;
                d *= 1.5;
                w *= 1000003;
            }
            let vc = (x * 7) as i8 as i64;
            let vh = (x * 1001) as i16 as i64;
            let vb = x & 1;
            let r = c as i64
                + h as i64 * 3
                + flag as i64 * 7
                + (d * 8.0) as i64
                + w
                + vc
                + vh
                + vb
                + x
                + x * 123456789
                + (63 - x);
            let uniform: i64 = given[..2].iter().sum::<i64>() + 1 + 7 + 11 + (1 << 40);
            let want = r + c as i64 + vc + h as i64 + vb + uniform;
            assert_eq!(*value, want, "thread {t}, mask {mask}");
        }
    }
}

#[test]
fn shared_memory_atomics_of_lanes_that_collide() {
    // Threads of a block update eight shared bins, several lanes of a group at one bin: each
    // operation must see the ones before it (a plain load and store in shared memory here).
    let (m, arena) = load(
        "__global__ void k(int* out) {\n\
           __shared__ int sum[8]; __shared__ unsigned most[8]; __shared__ int least[8];\n\
           __shared__ int swapped[8]; __shared__ int first[8]; __shared__ unsigned bits[8];\n\
           __shared__ float fsum[8];\n\
           int x = threadIdx.x;\n\
           if (x < 8) { sum[x] = 0; most[x] = 0; least[x] = 1 << 30; swapped[x] = -1;\n\
                        first[x] = 0; bits[x] = 0; fsum[x] = 0.0f; }\n\
           __syncthreads();\n\
           int b = (x * 5 + x / 8) % 8;\n\
           int old = atomicAdd(&sum[b], x + 1);\n\
           atomicMax(&most[b], (unsigned)x * 3);\n\
           atomicMin(&least[b], 100 - x);\n\
           atomicExch(&swapped[b], x);\n\
           atomicCAS(&first[b], 0, x + 1);\n\
           atomicOr(&bits[b], 1u << (x % 32));\n\
           atomicAdd(&fsum[b], x * 0.5f);\n\
           __syncthreads();\n\
           int* o = out + blockIdx.x * 128;\n\
           o[64 + x] = old;\n\
           if (x < 8) { o[x] = sum[x]; o[8 + x] = most[x]; o[16 + x] = least[x];\n\
                        o[24 + x] = swapped[x]; o[32 + x] = first[x]; o[40 + x] = bits[x];\n\
                        o[48 + x] = (int)(fsum[x] * 2.0f); }\n\
         }\n",
    );
    for threads in [64u32, 60] {
        let got: Vec<i32> = run(&m, &arena, &block(threads, 1), 256, &[]);
        for o in got.chunks(128) {
            let bin = |x: i32| ((x * 5 + x / 8) % 8) as usize;
            for b in 0..8 {
                let members: Vec<i32> = (0..threads as i32).filter(|x| bin(*x) == b).collect();
                let total: i32 = members.iter().map(|x| x + 1).sum();
                assert_eq!(o[b], total, "sum of bin {b}");
                let most = members.iter().map(|x| x * 3).max().unwrap();
                assert_eq!(o[8 + b], most, "max of bin {b}");
                let least = members.iter().map(|x| 100 - x).min().unwrap();
                assert_eq!(o[16 + b], least, "min of bin {b}");
                assert!(members.contains(&o[24 + b]), "exchange of bin {b}");
                assert!(
                    members.contains(&(o[32 + b] - 1)),
                    "compare-and-swap of bin {b}"
                );
                let bits = members.iter().fold(0u32, |a, x| a | 1 << (x % 32));
                assert_eq!(o[40 + b] as u32, bits, "or of bin {b}");
                assert_eq!(
                    o[48 + b],
                    total - members.len() as i32,
                    "float sum of bin {b}"
                );
                // The additions happened one after another: each saw a distinct sum, and
                // each sum plus its addend is the next one's or the total.
                let mut olds: Vec<(i32, i32)> = members
                    .iter()
                    .map(|x| (o[64 + *x as usize], x + 1))
                    .collect();
                olds.sort();
                assert_eq!(olds[0].0, 0, "first addition of bin {b}");
                for pair in olds.windows(2) {
                    assert_eq!(pair[0].0 + pair[0].1, pair[1].0, "additions of bin {b}");
                }
                let last = olds.last().unwrap();
                assert_eq!(last.0 + last.1, total, "last addition of bin {b}");
            }
        }
    }
}

#[test]
fn branches_on_comparisons_of_every_width() {
    // Conditions of 32- and 64-bit integers and floats that groups of four take alike, and
    // that part the group holding thread 41 (the arms store, so they stay branches).
    let (m, arena) = load(
        "__global__ void k(int* out) {\n\
           int t = threadIdx.x;\n\
           int* r = out + blockIdx.x * 64 + t;\n\
           if (t > 40) *r += 1;\n\
           if (t * 1000000007LL > 40000000280LL) *r += 2;\n\
           if (t * 0.5f >= 20.5f) *r += 4;\n\
           if (t * 0.25 < 10.25) *r += 8;\n\
           if ((unsigned long long)t <= 40ull) *r += 16;\n\
         }\n",
    );
    let got: Vec<i32> = run(&m, &arena, &block(64, 1), 128, &[]);
    for (i, value) in got.iter().enumerate() {
        let t = (i % 64) as i64;
        let want = (t > 40) as i32
            + 2 * (t * 1000000007 > 40000000280) as i32
            + 4 * (t as f32 * 0.5 >= 20.5) as i32
            + 8 * ((t as f64) * 0.25 < 10.25) as i32
            + 16 * (t <= 40) as i32;
        assert_eq!(*value, want, "thread {i}");
    }
}

#[test]
fn a_fault_in_one_lane_names_that_thread() {
    let (m, arena) = load(
        "__global__ void k(int* out) {\n\
           int* p = threadIdx.x == 6 ? (int*)0x100 : out;\n\
           p[threadIdx.x] = 1;\n\
         }\n",
    );
    assert!(m.compiled("k").unwrap().lockstep);
    let out = zeros::<i32>(&arena, 16);
    let params = (out as u64).to_le_bytes();
    let one_block = LaunchConfig {
        grid: [1, 1, 1],
        ..block(8, 1)
    };
    let e = m
        .launch("k", &one_block, &params, &mut Vec::new())
        .unwrap_err();
    assert!(
        matches!(
            e,
            Fault::IllegalAddress {
                address: 0x118,
                thread: [6, 0, 0],
                block: [0, 0, 0],
                ..
            }
        ),
        "{e:?}"
    );
}

#[test]
fn strided_and_gathered_accesses_and_nans() {
    let (m, arena) = load(
        "__global__ void k(float* out) {\n\
           int t = blockIdx.x * blockDim.x + threadIdx.x;\n\
           float zero = out[t] * 0.0f;\n\
           out[2 * t] = t;\n\
           out[2 * t + 1] = zero / zero;\n\
           __syncthreads();\n\
           out[256 + (t * 7) % 64] += 1.0f;\n\
         }\n",
    );
    let got: Vec<f32> = run(&m, &arena, &block(32, 1), 320, &[]);
    for t in 0..64usize {
        assert_eq!(got[2 * t], t as f32, "thread {t}");
        assert_eq!(got[2 * t + 1].to_bits(), 0x7fff_ffff, "thread {t}");
    }
    // (t * 7) % 64 is a permutation of 0..64: every element once.
    assert!(
        got[256..320].iter().all(|x| *x == 1.0),
        "{:?}",
        &got[256..320]
    );
}
