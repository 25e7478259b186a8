// corpus: C++20 rewrites `<`, `>`, `<=` and `>=` through an `operator<=>` that returns a
// number rather than an ordering (`(a <=> b) < 0`), with reversed operands too
// (`9 > x` as `0 > (x <=> 9)`), beside a defaulted one
#include <compare>
#include <cstdio>

struct Member { int v; __host__ __device__ int operator<=>(const Member& o) const { return v - o.v; } };
struct Free { int v; };
__host__ __device__ long operator<=>(const Free& f, int k) { return f.v - k; }
struct Defaulted { int v; auto operator<=>(const Defaulted&) const = default; };

__host__ __device__ int answers() {
    Member a{3}, b{5};
    Free x{7};
    Defaulted c{1}, d{2};
    bool all[] = {a < b, a >= b, 9 > x, x > 9, 7 <= x, c < d, d <= c};
    int bits = 0;
    for (int i = 0; i < 7; ++i) bits = bits * 10 + all[i];
    return bits;
}

__global__ void kernel(int* out) { *out = answers(); }

int main() {
    int* out;
    cudaMallocManaged(&out, sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("device %07d host %07d\n", *out, answers());
    cudaFree(out);
    return 0;
}
