// corpus: a `const` rvalue of a class (`std::move` of a `const` object) is copied, unless the
// class has a constructor taking a `const` rvalue (`S(const S&&)`), which it then takes
#include <cstdio>
#include <utility>

struct Tracked {
    int how = 0;
    __host__ __device__ Tracked() {}
    __host__ __device__ Tracked(const Tracked&) : how(1) {}
    __host__ __device__ Tracked(Tracked&&) : how(2) {}
    __host__ __device__ Tracked(const Tracked&&) : how(3) {}
};
struct Plain {
    int how = 0;
    __host__ __device__ Plain() {}
    __host__ __device__ Plain(const Plain&) : how(1) {}
    __host__ __device__ Plain(Plain&&) : how(2) {}
};

__host__ __device__ void run(int* out) {
    int j = 0;
    const Tracked ct;
    Tracked t;
    Tracked a(std::move(ct));
    Tracked b(std::move(t));
    Tracked c(ct);
    out[j++] = a.how * 100 + b.how * 10 + c.how;
    const Plain cp;
    Plain p(std::move(cp));
    out[j++] = p.how;
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 2 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[2];
    run(host);
    printf("%d %d\n%d %d\n", out[0], out[1], host[0], host[1]);
    cudaFree(out);
    return 0;
}
