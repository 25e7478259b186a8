// Control flow inside inline PTX: loops and forward jumps to the statement's labels (`bra`,
// `@p bra`, `bra.uni`, labels made unique with `%=`), and guards on instructions with effects:
// a guarded load from a pointer that is null where the guard is false, guarded stores
// (vector ones too), atomics and shuffles.
#include <cstdio>
#include <cuda_runtime.h>

// The number of set bits, one at a time, in a PTX loop.
__device__ unsigned bit_count(unsigned x)
{
    unsigned n;
    asm("{\n\t"
        ".reg .pred done;\n\t"
        ".reg .u32 v, low;\n\t"
        "mov.u32 %0, 0;\n\t"
        "mov.u32 v, %1;\n"
        "LOOP%=:\n\t"
        "setp.eq.u32 done, v, 0;\n\t"
        "@done bra.uni END%=;\n\t"
        "and.b32 low, v, 1;\n\t"
        "add.u32 %0, %0, low;\n\t"
        "shr.u32 v, v, 1;\n\t"
        "bra LOOP%=;\n"
        "END%=:\n\t"
        "}"
        : "=r"(n)
        : "r"(x));
    return n;
}

// `value` from `p` where `p` is not null, else `fallback`: the load must not run without it.
__device__ int load_or(const int *p, int fallback)
{
    int v = fallback;
    asm volatile("{\n\t"
                 ".reg .pred has;\n\t"
                 "setp.ne.u64 has, %1, 0;\n\t"
                 "@has ld.global.s32 %0, [%1];\n\t"
                 "}"
                 : "+r"(v)
                 : "l"(p));
    return v;
}

__global__ void control_flow(const int *data, int *out, int *counter, int4 *rows)
{
    int t = threadIdx.x;
    out[t] = bit_count(0x01010101u * t) + 100 * bit_count(t);
    // Odd threads have no pointer.
    out[32 + t] = load_or(t % 2 ? nullptr : data + t, -1);
    // Only threads below 8 store, count and write their row.
    asm volatile("{\n\t"
                 ".reg .pred low;\n\t"
                 "setp.lt.s32 low, %0, 8;\n\t"
                 "@low st.global.s32 [%1], %0;\n\t"
                 "@!low st.global.s32 [%1], -7;\n\t"
                 "@low red.global.add.s32 [%2], 1;\n\t"
                 "@low st.global.v4.s32 [%3], {%0, %0, %0, %0};\n\t"
                 "}" ::"r"(t),
                 "l"(out + 64 + t), "l"(counter), "l"(rows + t));
    // A guarded shuffle: lanes that do not take part keep their value.
    int shuffled = t;
    asm volatile("{\n\t"
                 ".reg .pred even;\n\t"
                 ".reg .b32 bit;\n\t"
                 "and.b32 bit, %1, 1;\n\t"
                 "setp.eq.b32 even, bit, 0;\n\t"
                 "@even shfl.sync.idx.b32 %0, %1, 0, 31, 0x55555555;\n\t"
                 "}"
                 : "+r"(shuffled)
                 : "r"(t));
    out[96 + t] = shuffled;
}

int main()
{
    int host[32];
    for (int i = 0; i < 32; ++i)
        host[i] = 1000 + i;
    int *data, *out, *counter;
    int4 *rows;
    cudaMalloc(&data, sizeof host);
    cudaMalloc(&out, 128 * sizeof(int));
    cudaMalloc(&counter, sizeof(int));
    cudaMalloc(&rows, 32 * sizeof(int4));
    cudaMemcpy(data, host, sizeof host, cudaMemcpyHostToDevice);
    cudaMemset(counter, 0, sizeof(int));
    cudaMemset(rows, 0, 32 * sizeof(int4));
    control_flow<<<1, 32>>>(data, out, counter, rows);
    cudaError_t err = cudaDeviceSynchronize();
    if (err != cudaSuccess) {
        printf("error: %s\n", cudaGetErrorString(err));
        return 1;
    }
    int result[128], count;
    int4 row[32];
    cudaMemcpy(result, out, sizeof result, cudaMemcpyDeviceToHost);
    cudaMemcpy(&count, counter, sizeof count, cudaMemcpyDeviceToHost);
    cudaMemcpy(row, rows, sizeof row, cudaMemcpyDeviceToHost);
    const char *names[] = {"bits", "loads", "stores", "shuffles"};
    for (int part = 0; part < 4; ++part) {
        printf("%s:", names[part]);
        for (int i = 0; i < 32; ++i)
            printf(" %d", result[32 * part + i]);
        printf("\n");
    }
    printf("counted %d\nrows:", count);
    for (int i = 0; i < 10; ++i)
        printf(" (%d %d %d %d)", row[i].x, row[i].y, row[i].z, row[i].w);
    printf("\n");
    cudaFree(data);
    cudaFree(out);
    cudaFree(counter);
    cudaFree(rows);
    return 0;
}
