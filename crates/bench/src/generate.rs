//! A CUDA program of any size for the compile-speed figures, and its host code alone.
//!
//! The program is `units` repetitions of what real CUDA files hold (a struct with a
//! `__host__ __device__` method, device functions, a function template, a kernel, a templated
//! kernel with shared memory and atomics, a host helper) and a `main` that launches every
//! kernel and checks the result. The twin is the same file as the host compiler alone would
//! build it: device functions gone, kernels as empty host functions, launches as plain calls.
//! It is what `ferrocuda nvcc -c` is compared with.
//!
//! The program prints `FIRST_KERNEL_NS <ns>` (CLOCK_REALTIME) once its first kernel has run,
//! and `OK` when the sums it computes on the device match the host's.

use std::fmt::Write;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    /// The `.cu` file.
    Cuda,
    /// The host code alone, for the host compiler.
    Host,
}

/// The `.cu` program and its host-only twin.
pub fn program(units: usize) -> (String, String) {
    (text(units, Side::Cuda), text(units, Side::Host))
}

fn text(units: usize, side: Side) -> String {
    let cuda = side == Side::Cuda;
    // Qualifiers as each side spells them: the host compiler alone knows none.
    let hd = if cuda { "__host__ __device__ " } else { "" };
    let global = if cuda { "__global__ " } else { "" };
    let mut out = String::from(
        "#include <cstdio>\n#include <cstdlib>\n#include <ctime>\n#include <cuda_runtime.h>\n\n\
         static long long now_ns()\n{\n    timespec ts;\n    clock_gettime(CLOCK_REALTIME, &ts);\n    \
         return ts.tv_sec * 1000000000LL + ts.tv_nsec;\n}\n",
    );
    for i in 0..units {
        let stride = i + 1;
        let _ = write!(
            out,
            "
// ---- unit {i}
struct Particle{i} {{
    float x, y, z;
    float w;
    {hd}float norm2() const {{ return x * x + y * y + z * z; }}
}};
"
        );
        if cuda {
            let _ = write!(
                out,
                "
__device__ float smooth{i}(float v, float k)
{{
    float t = v * k;
    if (t < 0.0f)
        t = -t;
    return t / (1.0f + t);
}}

template <typename T>
__device__ T blend{i}(T a, T b, T t)
{{
    return a + (b - a) * t;
}}
"
            );
        }
        let _ = write!(
            out,
            "
{hd}inline int wrap{i}(int i, int n)
{{
    int r = i % n;
    return r < 0 ? r + n : r;
}}

{global}void update{i}(Particle{i} *p, float k, int n)
{{"
        );
        if cuda {
            let _ = write!(
                out,
                "
    int idx = blockIdx.x * blockDim.x + threadIdx.x;
    if (idx >= n)
        return;
    Particle{i} q = p[idx];
    float s = smooth{i}(q.norm2(), k);
    q.w = blend{i}(q.w, s, 0.5f);
    p[idx] = q;"
            );
        }
        let _ = write!(
            out,
            "
}}

template <int BLOCK>
{global}void reduce{i}(const float *in, float *out, int n)
{{"
        );
        if cuda {
            let _ = write!(
                out,
                "
    __shared__ float buf[BLOCK];
    int tid = threadIdx.x;
    int idx = blockIdx.x * BLOCK + tid;
    buf[tid] = idx < n ? in[wrap{i}(idx * {stride}, n)] : 0.0f;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {{
        if (tid < s)
            buf[tid] += buf[tid + s];
        __syncthreads();
    }}
    if (tid == 0)
        atomicAdd(out, buf[0]);"
            );
        }
        let _ = writeln!(
            out,
            "
}}

static float host_sum{i}(const float *v, int n)
{{
    float sum = 0.0f;
    for (int j = 0; j < n; ++j)
        sum += v[wrap{i}(j * {stride}, n)];
    return sum;
}}"
        );
    }

    out.push_str(
        "
int main()
{
    const int n = 1024;
    float *host = (float *)malloc(n * sizeof(float));
    for (int j = 0; j < n; ++j)
        host[j] = (float)(j % 7) * 0.25f;
    float *vals, *sum;
    cudaMalloc((void **)&vals, n * sizeof(float));
    cudaMalloc((void **)&sum, sizeof(float));
    cudaMemcpy(vals, host, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemset(sum, 0, sizeof(float));
    float expected = 0.0f;
",
    );
    for i in 0..units {
        let launch = |cfg: &str| {
            if cuda {
                format!("<<<{cfg}>>>")
            } else {
                String::new()
            }
        };
        let _ = write!(
            out,
            "
    Particle{i} *p{i};
    cudaMalloc((void **)&p{i}, n * sizeof(Particle{i}));
    cudaMemset(p{i}, 0, n * sizeof(Particle{i}));
    update{i}{}(p{i}, 0.5f, n);
    reduce{i}<128>{}(vals, sum, n);
    expected += host_sum{i}(host, n);
",
            launch("(n + 127) / 128, 128"),
            launch("n / 128, 128"),
        );
        if i == 0 {
            out.push_str(
                "    cudaDeviceSynchronize();\n    printf(\"FIRST_KERNEL_NS %lld\\n\", now_ns());\n",
            );
        }
    }
    out.push_str(
        "
    float got = 0.0f;
    cudaMemcpy(&got, sum, sizeof(float), cudaMemcpyDeviceToHost);
    if (got != expected) {
        printf(\"FAIL sum %f, expected %f\\n\", got, expected);
        return 1;
    }
    printf(\"OK\\n\");
    return 0;
}
",
    );
    out
}

/// A kernel of `links` + 1 blocks in a chain (`if (key == 0) ... else if (key == 1) ...`, as
/// table-driven code generators write them), launched once; prints `OK` when the value it finds
/// is right. What the code generators do with one very long function.
pub fn else_if_chain(links: usize) -> String {
    let mut out = String::from(
        "#include <cstdio>\n\n__global__ void lookup(int key, int *out)\n{\n    int code = -1;\n",
    );
    for i in 0..links {
        let head = if i == 0 { "if" } else { "else if" };
        let _ = writeln!(out, "    {head} (key == {i}) code = {};", i * 7 + 3);
    }
    let key = links.saturating_sub(1);
    let _ = write!(
        out,
        "    out[threadIdx.x] = code;\n}}\n\nint main()\n{{\n    int *d, h[32];\n    \
         cudaMalloc((void **)&d, sizeof h);\n    lookup<<<1, 32>>>({key}, d);\n    \
         cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);\n    \
         printf(h[31] == {} ? \"OK\\n\" : \"WRONG\\n\");\n    return 0;\n}}\n",
        key * 7 + 3
    );
    out
}

/// A templated kernel launched for `count` values of its template argument: as many instances,
/// each made and compiled when the program runs; prints `OK` when their sum is right.
pub fn template_instances(count: usize) -> String {
    let mut out = String::from(
        "#include <cstdio>\n\ntemplate <int N>\n__global__ void add(int *acc)\n{\n    \
         atomicAdd(acc, N);\n}\n\nint main()\n{\n    int *d, h = 0;\n    \
         cudaMalloc((void **)&d, sizeof h);\n    cudaMemset(d, 0, sizeof h);\n",
    );
    for i in 0..count {
        let _ = writeln!(out, "    add<{i}><<<1, 1>>>(d);");
    }
    let _ = write!(
        out,
        "    cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);\n    \
         printf(h == {} ? \"OK\\n\" : \"WRONG\\n\");\n    return 0;\n}}\n",
        count * count.saturating_sub(1) / 2
    );
    out
}
