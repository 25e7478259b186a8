// corpus: `__builtin_nansf` and `__builtin_nans` (which `numeric_limits<T>::signaling_NaN`
// returns) give signaling NaNs, the quiet bit clear, in device code as on the host
#include <cmath>
#include <cstdio>
#include <cstring>

__host__ __device__ void run(unsigned long long* out) {
    float f = __builtin_nansf("");
    double d = __builtin_nans("");
    unsigned int fb;
    unsigned long long db;
    memcpy(&fb, &f, sizeof fb);
    memcpy(&db, &d, sizeof db);
    out[0] = fb;
    out[1] = db;
    out[2] = isnan(f) + isnan(d) * 10;
}

__global__ void kernel(unsigned long long* out) { run(out); }

int main() {
    unsigned long long* out;
    cudaMallocManaged(&out, 3 * sizeof(unsigned long long));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    unsigned long long host[3];
    run(host);
    printf("float %08llx (host %08llx)\ndouble %016llx (host %016llx)\nisnan %llu (host %llu)\n",
           out[0], host[0], out[1], host[1], out[2], host[2]);
    cudaFree(out);
    return 0;
}
