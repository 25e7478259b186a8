// The negation of a constant NaN is computed when the program is compiled, which sets its sign
// (`-NAN` is `-nan`, and so is `-nan("")`), in single and double precision, as nvcc's build
// gives it.
#include <cmath>
#include <cstdio>
#include <cstring>

__host__ __device__ void run(unsigned long long* out) {
    float f = -NAN;
    double d = -(double)NAN;
    unsigned bits;
    memcpy(&bits, &f, sizeof bits);
    out[0] = bits;
    memcpy(&out[1], &d, sizeof d);
    double e = -nan("");
    memcpy(&out[2], &e, sizeof e);
    printf("%f %f\n", f, d);
}

__global__ void kernel(unsigned long long* out) { run(out); }

int main() {
    unsigned long long* out;
    cudaMallocManaged(&out, 3 * sizeof(unsigned long long));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("%llx %llx %llx\n", out[0], out[1], out[2]);
    unsigned long long host[3];
    run(host);
    printf("%llx %llx %llx\n", host[0], host[1], host[2]);
    cudaFree(out);
    return 0;
}
