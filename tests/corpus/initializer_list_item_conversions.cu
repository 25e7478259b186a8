// corpus: a braced list of one item given to overloads taking `std::initializer_list`s of
// different element types is ranked by how the item converts to each element type
#include <cstdio>
#include <initializer_list>

__host__ __device__ int wide(std::initializer_list<long>) { return 1; }
__host__ __device__ int wide(std::initializer_list<double>) { return 2; }
__host__ __device__ int small(std::initializer_list<int>) { return 3; }
__host__ __device__ int small(std::initializer_list<char>) { return 4; }

__host__ __device__ void run(int* out) {
    int j = 0;
    out[j++] = wide({1.0});
    out[j++] = wide({1L});
    out[j++] = wide({1.0, 2.0});
    out[j++] = small({5});
    char c = 'a';
    out[j++] = small({c});
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 5 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[5];
    run(host);
    for (int k = 0; k < 5; ++k) printf("%d%s", out[k], k == 4 ? "\n" : " ");
    for (int k = 0; k < 5; ++k) printf("%d%s", host[k], k == 4 ? "\n" : " ");
    cudaFree(out);
    return 0;
}
