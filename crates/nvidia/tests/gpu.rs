//! Kernels from CUDA C run on a real GPU. Every test passes, printing "skipped: no NVIDIA
//! driver", where `Gpu::open` fails (CI has no GPU). Faults end the process's context, so the
//! fault tests run in a child process (this binary again, test `child`).

mod common;

use common::*;
use ferrocuda_nvidia::{Gpu, GpuModule};
use std::process::Command;
use std::time::Instant;

fn gpu() -> Option<Gpu> {
    match Gpu::open() {
        Ok(g) => Some(g),
        Err(e) => {
            println!("skipped: no NVIDIA driver ({e})");
            None
        }
    }
}

fn load(gpu: &Gpu, src: &str) -> GpuModule {
    gpu.load(&ir(src)).unwrap_or_else(|e| panic!("{e}"))
}

fn upload<T: Pod>(gpu: &Gpu, v: &[T]) -> u64 {
    let b = to_bytes(v);
    let p = gpu.alloc(b.len()).unwrap();
    gpu.copy_to_device(p, &b).unwrap();
    p
}

fn download<T: Pod>(gpu: &Gpu, p: u64, n: usize) -> Vec<T> {
    let mut b = vec![0u8; n * T::SIZE];
    gpu.copy_from_device(&mut b, p).unwrap();
    from_bytes(&b)
}

fn zeros(gpu: &Gpu, bytes: usize) -> u64 {
    let p = gpu.alloc(bytes).unwrap();
    gpu.memset(p, 0, 1, bytes).unwrap();
    p
}

/// A deterministic byte stream (xorshift), so no test depends on a random crate.
fn bytes_from(seed: u32, n: usize) -> Vec<u8> {
    let mut x = seed.max(1);
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            (x >> 24) as u8
        })
        .collect()
}

#[test]
fn device_and_toolchain() {
    let Some(gpu) = gpu() else { return };
    let p = gpu.properties();
    let (free, total) = gpu.mem_info().unwrap();
    let nvrtc = gpu.target().nvrtc_version;
    println!(
        "device: {} sm_{}{} {} SMs, {} MiB ({} MiB free); driver {}; NVRTC {}.{} at {}; target {}",
        p.name,
        p.major,
        p.minor,
        p.multiprocessor_count,
        total >> 20,
        free >> 20,
        gpu.driver_version(),
        nvrtc.0,
        nvrtc.1,
        gpu.nvrtc_path(),
        gpu.target().tag()
    );
    assert_eq!(p.warp_size, 32);
    assert!(p.max_threads_per_block >= 1024);
    assert!(p.unified_addressing);
    assert_eq!(total, p.total_global_mem);
}

#[test]
fn vector_add() {
    let Some(gpu) = gpu() else { return };
    let t = Instant::now();
    let m = load(&gpu, VECTOR_ADD);
    let load_time = t.elapsed();
    let n = 100_000usize;
    let a: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let b: Vec<f32> = (0..n).map(|i| 2.0 * i as f32).collect();
    let (da, db, dc) = (upload(&gpu, &a), upload(&gpu, &b), zeros(&gpu, 4 * n));
    let p = Params::new().ptr(da).ptr(db).ptr(dc).i32(n as i32);
    let grid = n.div_ceil(256) as u32;
    m.launch("vector_add", [grid, 1, 1], [256, 1, 1], 0, &p.0)
        .unwrap();
    let c: Vec<f32> = download(&gpu, dc, n);
    assert!(c.iter().enumerate().all(|(i, &x)| x == 3.0 * i as f32));
    println!(
        "vector_add: {n} elements ok (module ready in {:.0} ms, {})",
        load_time.as_secs_f64() * 1e3,
        if m.from_cache() { "cached" } else { "compiled" }
    );
}

#[test]
fn shared_memory_reduction() {
    let Some(gpu) = gpu() else { return };
    let m = load(&gpu, SHARED_REDUCTION);
    let n = 1 << 20;
    let input: Vec<i32> = (0..n).map(|i| (i % 1000) as i32 - 500).collect();
    let blocks = n / 256;
    let (din, dout) = (upload(&gpu, &input), zeros(&gpu, 4 * blocks));
    let p = Params::new().ptr(din).ptr(dout).i32(n as i32);
    m.launch("block_sum", [blocks as u32, 1, 1], [256, 1, 1], 0, &p.0)
        .unwrap();
    let sums: Vec<i32> = download(&gpu, dout, blocks);
    for (b, s) in sums.iter().enumerate() {
        let want: i32 = input[b * 256..(b + 1) * 256].iter().sum();
        assert_eq!(*s, want, "block {b}");
    }
    let attrs = m.kernel_attributes("block_sum").unwrap();
    assert_eq!(attrs.static_shared, 1024);
    assert_eq!(attrs.launch_bound, Some(256));
    assert!(attrs.max_threads_per_block <= 256);
    println!("block_sum: {blocks} blocks ok; {attrs:?}");
}

#[test]
fn warp_shuffle_reduction() {
    let Some(gpu) = gpu() else { return };
    let m = load(&gpu, WARP_REDUCTION);
    let n = 4096;
    let input: Vec<f32> = (0..n).map(|i| (i % 7) as f32).collect();
    let warps = n / 32;
    let (din, dout, dlanes) = (
        upload(&gpu, &input),
        zeros(&gpu, 4 * warps),
        zeros(&gpu, 8 * warps),
    );
    let p = Params::new().ptr(din).ptr(dout).ptr(dlanes);
    m.launch("warp_sums", [(n / 128) as u32, 1, 1], [128, 1, 1], 0, &p.0)
        .unwrap();
    let sums: Vec<f32> = download(&gpu, dout, warps);
    let lanes: Vec<i64> = download(&gpu, dlanes, warps);
    for w in 0..warps {
        let want: f32 = input[w * 32..(w + 1) * 32].iter().sum();
        assert_eq!(sums[w], want, "warp {w}");
        // Lane 0's index shifted past 32 bits (a 64-bit shuffle), plus the 16 even lanes.
        assert_eq!(lanes[w], ((w as i64 * 32) << 33) + 16, "warp {w}");
    }
    println!("warp_sums: {warps} warps ok");
}

#[test]
fn atomic_histogram() {
    let Some(gpu) = gpu() else { return };
    let m = load(&gpu, HISTOGRAM);
    let n = 1 << 22;
    let data = bytes_from(12345, n);
    let (dd, bins, total) = (upload(&gpu, &data), zeros(&gpu, 64), zeros(&gpu, 8));
    let p = Params::new().ptr(dd).i32(n as i32).ptr(bins).ptr(total);
    m.launch("histogram", [132, 1, 1], [256, 1, 1], 0, &p.0)
        .unwrap();
    let got: Vec<u32> = download(&gpu, bins, 16);
    let mut want = [0u32; 16];
    for b in &data {
        want[(*b % 16) as usize] += 1;
    }
    assert_eq!(got, want);
    let sum: Vec<u64> = download(&gpu, total, 1);
    assert_eq!(sum[0], data.iter().map(|&b| b as u64).sum::<u64>());
    println!("histogram: {n} bytes ok");
}

#[test]
fn struct_passed_by_value() {
    let Some(gpu) = gpu() else { return };
    let m = load(&gpu, BYVAL_STRUCT);
    // struct Affine { float scale; double offset; char tag; int count; }: 24 bytes, align 8.
    let mut s = Vec::new();
    s.extend_from_slice(&2.5f32.to_ne_bytes());
    s.extend_from_slice(&[0; 4]);
    s.extend_from_slice(&(-1.25f64).to_ne_bytes());
    s.push(b'Q');
    s.extend_from_slice(&[0; 3]);
    s.extend_from_slice(&20i32.to_ne_bytes());
    let (out, tag) = (zeros(&gpu, 4 * 32), zeros(&gpu, 8));
    let p = Params::new().bytes(&s, 8).ptr(out).ptr(tag);
    assert_eq!(p.0.len(), 40);
    m.launch("affine", [1, 1, 1], [32, 1, 1], 0, &p.0).unwrap();
    let got: Vec<f32> = download(&gpu, out, 32);
    for (i, v) in got.iter().enumerate() {
        let want = if i < 20 { 2.5 * i as f32 - 1.25 } else { 0.0 };
        assert_eq!(*v, want, "element {i}");
    }
    assert_eq!(download::<u8>(&gpu, tag, 1)[0], b'Q');
    println!("affine: by-value struct ok");
}

#[test]
fn struct_copies_wide_where_aligned() {
    let Some(gpu) = gpu() else { return };
    let m = load(&gpu, STRUCT_COPIES);
    let n = 200usize;
    let input: Vec<f32> = (0..4 * n).map(|k| k as f32).collect();
    // Pairs start 4 bytes into the buffer: 4-aligned, never 8-aligned.
    let mut raw = vec![0u8; 4];
    let mut parts = Vec::new();
    for i in 0..n {
        raw.extend_from_slice(&(7 * i as i32).to_ne_bytes());
        raw.extend_from_slice(&(0.5 * i as f32).to_ne_bytes());
        for k in 0..7 {
            parts.extend_from_slice(&((8 * i + k) as f32).to_ne_bytes());
        }
        parts.extend_from_slice(&(i as i32 + 1).to_ne_bytes());
    }
    let (din, dout, draw, dpairs, dparts) = (
        upload(&gpu, &input),
        zeros(&gpu, 16 * n),
        upload(&gpu, &raw),
        zeros(&gpu, 8 * n),
        upload(&gpu, &parts),
    );
    let p = Params::new()
        .ptr(din)
        .ptr(dout)
        .ptr(draw)
        .ptr(dpairs)
        .ptr(dparts)
        .i32(n as i32);
    m.launch("struct_copies", [1, 1, 1], [256, 1, 1], 0, &p.0)
        .unwrap();
    let out: Vec<f32> = download(&gpu, dout, 4 * n);
    let pairs: Vec<u8> = download(&gpu, dpairs, 8 * n);
    let parts: Vec<u8> = download(&gpu, dparts, 32 * n);
    let word = |b: &[u8], at: usize| <[u8; 4]>::try_from(&b[at..at + 4]).unwrap();
    for i in 0..n {
        let f = (4 * i) as f32;
        assert_eq!(
            out[4 * i..4 * i + 4],
            [f, f + 1.0, f + 2.0, f + 4.0],
            "float4 {i}"
        );
        assert_eq!(
            i32::from_ne_bytes(word(&pairs, 8 * i)),
            8 * i as i32,
            "key {i}"
        );
        assert_eq!(f32::from_ne_bytes(word(&pairs, 8 * i + 4)), 0.5 * i as f32);
        for k in 0..7 {
            let want = (8 * i + k) as f32 + if k == 5 { f } else { 0.0 };
            assert_eq!(f32::from_ne_bytes(word(&parts, 32 * i + 4 * k)), want);
        }
        assert_eq!(
            i32::from_ne_bytes(word(&parts, 32 * i + 28)),
            -(i as i32 + 1)
        );
    }
    println!("struct_copies: {n} elements ok");
}

#[test]
fn constant_memory_set_through_global() {
    let Some(gpu) = gpu() else { return };
    let m = load(&gpu, CONSTANT_POLY);
    let (coeffs, size) = m.global("coeffs").expect("coeffs is a module variable");
    assert_eq!(size, 16);
    gpu.copy_to_device(coeffs, &to_bytes(&[1.0f32, 2.0, 0.5, 0.25]))
        .unwrap();
    let n = 1000;
    let x: Vec<f32> = (0..n).map(|i| i as f32 / 100.0).collect();
    let (dx, dy) = (upload(&gpu, &x), zeros(&gpu, 4 * n));
    let p = Params::new().ptr(dx).ptr(dy).i32(n as i32);
    m.launch("poly", [4, 1, 1], [256, 1, 1], 0, &p.0).unwrap();
    let y: Vec<f32> = download(&gpu, dy, n);
    for (i, v) in x.iter().enumerate() {
        let want = 1.0 + v * (2.0 + v * (0.5 + v * 0.25));
        assert!(
            (y[i] - want).abs() <= 1e-4 * want.abs().max(1.0),
            "{i}: {} vs {want}",
            y[i]
        );
    }
    let (calls, _) = m.global("calls").unwrap();
    assert_eq!(download::<i32>(&gpu, calls, 1)[0], n as i32);

    // A module extended with the same program shares the variables.
    let ext = gpu.load_extending(&ir(CONSTANT_POLY), &m).unwrap();
    assert_eq!(ext.global("calls"), m.global("calls"));
    ext.launch("poly", [4, 1, 1], [256, 1, 1], 0, &p.0).unwrap();
    assert_eq!(download::<i32>(&gpu, calls, 1)[0], 2 * n as i32);
    println!("poly: __constant__ coefficients set through global() ok; extension shares variables");
}

#[test]
fn integer_and_float_corner_cases() {
    let Some(gpu) = gpu() else { return };
    let m = load(&gpu, SEMANTICS);
    let (o, w) = (zeros(&gpu, 64), zeros(&gpu, 16));
    let p = Params::new().ptr(o).f32(3e9).f32(f32::NAN).i32(40).ptr(w);
    m.launch("semantics", [1, 1, 1], [1, 1, 1], 0, &p.0)
        .unwrap();
    let ints: Vec<i32> = download(&gpu, o, 14);
    let wide: Vec<u64> = download(&gpu, w, 2);
    assert_eq!(ints, SEMANTICS_INTS);
    assert_eq!(wide, SEMANTICS_WIDE);
    println!("semantics: {ints:?} {wide:?}");
}

#[test]
fn votes_matches_and_atomics() {
    let Some(gpu) = gpu() else { return };
    let m = load(&gpu, SYNC_AND_ATOMICS);
    let (o, w, f, d) = (
        zeros(&gpu, 64),
        zeros(&gpu, 24),
        zeros(&gpu, 4),
        zeros(&gpu, 8),
    );
    let p = Params::new().ptr(o).ptr(w).ptr(f).ptr(d);
    m.launch("ops", [1, 1, 1], [64, 1, 1], 0, &p.0).unwrap();
    let ints: Vec<i32> = download(&gpu, o, 9);
    let wide: Vec<i64> = download(&gpu, w, 3);
    assert_eq!(ints, SYNC_AND_ATOMICS_INTS);
    assert_eq!(wide, SYNC_AND_ATOMICS_WIDE);
    assert_eq!(download::<f32>(&gpu, f, 1)[0], 1.5);
    assert_eq!(download::<f64>(&gpu, d, 1)[0], 32.0);
    println!("ops: {ints:?} {wide:?}");
}

#[test]
fn dynamic_shared_memory_beyond_48k() {
    let Some(gpu) = gpu() else { return };
    let m = load(&gpu, DYNAMIC_SHARED);
    let n = 24 * 1024; // 96 KiB of ints
    let out = zeros(&gpu, 4);
    let p = Params::new().ptr(out).i32(n);
    m.launch("big_shared", [1, 1, 1], [256, 1, 1], 4 * n as usize, &p.0)
        .unwrap();
    let want: i64 = (0..n as i64).sum();
    assert_eq!(download::<i32>(&gpu, out, 1)[0] as i64, want);
    println!("big_shared: 96 KiB of dynamic shared memory ok");
}

#[test]
fn launch_errors() {
    let Some(gpu) = gpu() else { return };
    let m = load(&gpu, VECTOR_ADD);
    let e = m.launch("nope", [1, 1, 1], [1, 1, 1], 0, &[]).unwrap_err();
    assert_eq!(e.cuda, 98, "{e}");
    let p = Params::new().ptr(0).ptr(0).ptr(0).i32(0);
    let e = m
        .launch("vector_add", [1, 1, 1], [2048, 1, 1], 0, &p.0)
        .unwrap_err();
    println!("block of 2048: {e}");
    assert!(!e.is_sticky());
    // The context is still usable.
    m.launch("vector_add", [1, 1, 1], [32, 1, 1], 0, &p.0)
        .unwrap();
}

/// A kernel NVRTC rejects is reported on its own; the module's other kernels still run.
#[test]
fn a_kernel_nvrtc_rejects_leaves_the_others() {
    let Some(gpu) = gpu() else { return };
    let m = load(&gpu, REJECTED_KERNEL);
    let why = m.kernel_error("bad").expect("bad is reported");
    assert!(why.contains("bogus"), "{why}");
    assert!(m.kernel_error("good").is_none());
    let p = zeros(&gpu, 4);
    m.launch("good", [1, 1, 1], [1, 1, 1], 0, &Params::new().ptr(p).0)
        .unwrap();
    assert_eq!(download::<i32>(&gpu, p, 1)[0], 5);
    let e = m
        .launch("bad", [1, 1, 1], [1, 1, 1], 0, &Params::new().ptr(p).0)
        .unwrap_err();
    assert_eq!(e.cuda, 98);
    println!("rejected kernel reported:\n{why}");
}

#[test]
fn memory_kinds_and_copies() {
    let Some(gpu) = gpu() else { return };
    let managed = gpu.alloc_managed(4096).unwrap();
    gpu.memset(managed, 1, 1, 4096).unwrap();
    let dev = gpu.alloc(4096).unwrap();
    gpu.copy_device_to_device(dev, managed, 4096).unwrap();
    assert!(download::<u8>(&gpu, dev, 4096).iter().all(|&b| b == 1));
    let (start, size) = gpu.pointer_range(dev + 100).unwrap();
    assert_eq!(start, dev);
    assert!(size >= 4096);
    let pinned = gpu.alloc_host(64).unwrap();
    gpu.memset(pinned, 3, 1, 64).unwrap();
    assert!(download::<u8>(&gpu, pinned, 64).iter().all(|&b| b == 3));
    gpu.free_host(pinned).unwrap();
    gpu.free(dev).unwrap();
    gpu.free(managed).unwrap();
    assert!(gpu.free(dev).is_err());
    println!("memory: device, managed and pinned ok");
}

/// Every corpus program's device code, compiled by NVRTC and loaded; then one again, which
/// must come from the disk cache.
#[test]
fn corpus_compiles_with_nvrtc() {
    let Some(gpu) = gpu() else { return };
    let programs = corpus_programs();
    if programs.is_empty() {
        println!(
            "skipped: no corpus at {}",
            repo_root().join("tests/corpus").display()
        );
        return;
    }
    let start = Instant::now();
    let mut failures = Vec::new();
    let (mut kernels, mut cached) = (0, 0);
    let mut first = None;
    for (name, ir) in &programs {
        let ir = match ir {
            Ok(ir) => ir,
            Err(e) => {
                failures.push(format!("{name}: front end: {e}"));
                continue;
            }
        };
        match gpu.load(ir) {
            Ok(m) => {
                kernels += m.kernels().count();
                cached += m.from_cache() as usize;
                for f in ir
                    .functions
                    .iter()
                    .filter(|f| f.kind == ferrocuda_ir::FunctionKind::Kernel)
                {
                    if let Some(e) = m.kernel_error(&f.name) {
                        failures.push(format!("{name}: kernel {}: {e}", f.name));
                    }
                }
                first.get_or_insert(ir);
            }
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    let elapsed = start.elapsed();
    println!(
        "corpus: {} programs, {kernels} kernels loaded ({cached} from the cache) in {:.1} s; {} failures",
        programs.len(),
        elapsed.as_secs_f64(),
        failures.len()
    );
    for f in &failures {
        println!("FAIL {f}");
    }
    if let Some(ir) = first {
        let t = Instant::now();
        let again = gpu.load(ir).unwrap();
        println!(
            "reload: {:.1} ms, from the cache: {}",
            t.elapsed().as_secs_f64() * 1e3,
            again.from_cache()
        );
        assert!(again.from_cache());
    }
    assert!(failures.is_empty());
}

const CHILD_ENV: &str = "FERROCUDA_NVIDIA_TEST_CHILD";

/// Runs only in a child process started by [`in_child`]; does nothing otherwise.
#[test]
fn child() {
    let Ok(mode) = std::env::var(CHILD_ENV) else {
        return;
    };
    let gpu = Gpu::open().unwrap();
    match mode.as_str() {
        "illegal_address" => {
            let m = load(&gpu, ILLEGAL_ADDRESS);
            let p = zeros(&gpu, 4);
            m.launch("wild", [1, 1, 1], [32, 1, 1], 0, &Params::new().ptr(p).0)
                .unwrap();
            let e = gpu.synchronize().unwrap_err();
            println!("fault: {} {} sticky={}", e.cuda, e.name, e.is_sticky());
            let after = gpu.alloc(16).map_err(|e| e.cuda);
            println!("after: {after:?}");
        }
        "assert" => {
            let m = load(&gpu, ASSERT);
            m.launch("check", [1, 1, 1], [1, 1, 1], 0, &Params::new().i32(1).0)
                .unwrap();
            gpu.synchronize().unwrap();
            m.launch("check", [1, 1, 1], [2, 1, 1], 0, &Params::new().i32(0).0)
                .unwrap();
            let e = gpu.synchronize().unwrap_err();
            println!("fault: {} {}", e.cuda, e.name);
        }
        "printf" => {
            let m = load(&gpu, PRINTF);
            let p = Params::new().i32(7).f64(2.5);
            m.launch("hello", [1, 1, 1], [4, 1, 1], 0, &p.0).unwrap();
            // The driver writes kernel output when the host waits for the device.
            gpu.synchronize().unwrap();
            println!("launched");
        }
        other => panic!("unknown child mode {other}"),
    }
}

/// Runs test `child` in a new process with `mode`; returns its stdout and stderr.
fn in_child(mode: &str) -> String {
    let exe = std::env::current_exe().unwrap();
    let out = Command::new(exe)
        .args(["child", "--exact", "--nocapture", "--test-threads=1"])
        .env(CHILD_ENV, mode)
        .output()
        .unwrap();
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

#[test]
fn illegal_address_is_error_700() {
    if std::env::var_os(CHILD_ENV).is_some() || gpu().is_none() {
        return;
    }
    let out = in_child("illegal_address");
    println!("{out}");
    assert!(
        out.contains("fault: 700 CUDA_ERROR_ILLEGAL_ADDRESS sticky=true"),
        "{out}"
    );
    assert!(out.contains("after: Err(700)"), "{out}");
}

#[test]
fn failed_assert_is_error_710() {
    if std::env::var_os(CHILD_ENV).is_some() || gpu().is_none() {
        return;
    }
    let out = in_child("assert");
    println!("{out}");
    assert!(out.contains("fault: 710"), "{out}");
    assert!(out.contains("Assertion `n > 0` failed"), "{out}");
}

#[test]
fn kernel_printf_reaches_stdout() {
    if std::env::var_os(CHILD_ENV).is_some() || gpu().is_none() {
        return;
    }
    let out = in_child("printf");
    println!("{out}");
    assert!(out.contains("hello from the GPU: x=7 y=2.50 s=ok"), "{out}");
    assert_eq!(out.matches("hello from the GPU").count(), 1, "{out}");
}
