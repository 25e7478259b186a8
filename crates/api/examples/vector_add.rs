//! Adds two vectors on the default device: `cargo run -p ferrocuda --example vector_add`.
//!
//! The kernel is CUDA C, compiled at run time by ferrocuda's own compiler; the same program
//! runs on the CPU backend and on an NVIDIA GPU (`FERROCUDA_BACKEND=nvidia`).

use ferrocuda::{launch, Device, Event, Module, Stream};

const SOURCE: &str = r#"
__global__ void vector_add(const float* a, const float* b, float* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}
"#;

fn main() -> ferrocuda::Result<()> {
    let device = Device::get(0)?;
    let props = device.properties()?;
    println!(
        "device 0: {} ({} multiprocessors, warp size {})",
        props.name, props.multiprocessor_count, props.warp_size
    );

    let module = Module::from_cuda_source(&device, SOURCE)?;
    let vector_add = module.kernel("vector_add")?;

    let n = 1 << 20;
    let a: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let b: Vec<f32> = (0..n).map(|i| 2.0 * i as f32).collect();
    let da = device.alloc_from(&a)?;
    let db = device.alloc_from(&b)?;
    let dc = device.alloc::<f32>(n)?;

    let stream = Stream::new(&device)?;
    let (start, end) = (Event::new(&device)?, Event::new(&device)?);
    let block = 256u32;
    let grid = (n as u32).div_ceil(block);
    start.record(&stream)?;
    launch!(vector_add[grid, block, 0usize, &stream](da, db, dc, n as i32))?;
    end.record(&stream)?;
    end.synchronize()?;

    let c = dc.to_vec()?;
    let wrong = (0..n).filter(|&i| c[i] != a[i] + b[i]).count();
    println!(
        "{n} elements in {:.3} ms: {}",
        start.elapsed_ms(&end)?,
        if wrong == 0 {
            "all correct".to_string()
        } else {
            format!("{wrong} wrong")
        }
    );
    if wrong == 0 {
        Ok(())
    } else {
        std::process::exit(1)
    }
}
