// __PRETTY_FUNCTION__ and __func__ in device code: the signature device assert messages show,
// `const` of what parameters point or refer to included.
#include <cstdio>
struct Accumulator {
    float total;
    __device__ float add(int& count, float* values) {
        printf("%s | %s\n", __PRETTY_FUNCTION__, __func__);
        total += values[count];
        return total;
    }
};
__device__ long mix(unsigned a, double b) {
    printf("%s | %s\n", __PRETTY_FUNCTION__, __FUNCTION__);
    return a + (long)b;
}
__device__ float peek(const float* values, const Accumulator& acc) {
    printf("%s | %s\n", __PRETTY_FUNCTION__, __func__);
    return values[0] + acc.total;
}
__global__ void kernel(int n, float* values) {
    printf("%s | %s\n", __PRETTY_FUNCTION__, __func__);
    Accumulator acc{0.0f};
    int i = 0;
    acc.add(i, values);
    mix(n, 2.5);
    peek(values, acc);
}
int main() {
    float* v;
    cudaMallocManaged(&v, sizeof(float));
    v[0] = 1.0f;
    kernel<<<1, 1>>>(3, v);
    cudaDeviceSynchronize();
    return 0;
}
