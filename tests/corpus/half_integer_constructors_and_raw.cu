// corpus: `__half` and `__nv_bfloat16` are made from every integer type (`(long long)x`,
// `unsigned short`...) and convert to their raw structs (`__half_raw r = h;`), on both sides
#include <cstdio>
#include <cuda_bf16.h>
#include <cuda_fp16.h>

__host__ __device__ void run(unsigned* out, long long big) {
    int j = 0;
    __half a = big, b = (unsigned long long)3, c = (short)-2, d = (unsigned short)7, e = 5L,
           f = 9UL;
    out[j++] = __half_as_ushort(a);
    out[j++] = __half_as_ushort(b) ^ __half_as_ushort(c);
    out[j++] = __half_as_ushort(d) + __half_as_ushort(e) + __half_as_ushort(f);
    __nv_bfloat16 g = big / 1000, h = (unsigned long long)3, i = (short)-2;
    out[j++] = __bfloat16_as_ushort(g) + __bfloat16_as_ushort(h) + __bfloat16_as_ushort(i);
    __half_raw raw = __float2half(2.5f);
    __nv_bfloat16_raw braw = __float2bfloat16(1.5f);
    out[j++] = raw.x * 100000u + braw.x;
}

__global__ void kernel(unsigned* out, long long big) { run(out, big); }

int main() {
    unsigned* out;
    cudaMallocManaged(&out, 5 * sizeof(unsigned));
    kernel<<<1, 1>>>(out, 100000LL);
    cudaDeviceSynchronize();
    unsigned host[5];
    run(host, 100000LL);
    for (int i = 0; i < 5; i++) printf("%u ", out[i]);
    printf("\n");
    for (int i = 0; i < 5; i++) printf("%u ", host[i]);
    printf("\n");
    cudaFree(out);
    return 0;
}
