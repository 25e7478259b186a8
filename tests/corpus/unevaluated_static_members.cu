// corpus: static data members named in unevaluated operands: one declared and never defined
// (`static Tag &tag;`, the overload test that asks which function a call would choose), a
// plain `static int`, one of a base, in `sizeof` and `decltype`
#include <cstdio>

struct host_tag {};
struct device_tag {};
__host__ __device__ char select(host_tag) { return 0; }
__host__ __device__ long select(device_tag) { return 0; }

template <class Tag>
struct selects_device {
    static Tag &tag;
    static const bool value = sizeof(select(tag)) == sizeof(long);
};

struct counters {
    static int hits;
    static double total;
    static const int hits_size = sizeof(hits);
};
struct more_counters : counters {};

__global__ void kernel(int *out) {
    out[0] = selects_device<device_tag>::value;
    out[1] = selects_device<host_tag>::value;
    out[2] = counters::hits_size;
    out[3] = (int)sizeof(counters::total);
    decltype(more_counters::total) half = 0.5;
    out[4] = (int)(half * 8);
}

int main() {
    int *d, h[5];
    cudaMalloc(&d, sizeof h);
    kernel<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("device tag %d, host tag %d, sizeof(hits) %d, sizeof(total) %d, decltype %d\n", h[0],
           h[1], h[2], h[3], h[4]);
    cudaFree(d);
    return 0;
}
