// cudaMemcpyToArray/FromArray (and their Async forms) of counts that start inside a row and go
// on at the start of the next rows; a copy past the last row is refused.
#include <cstdio>
#include <cuda_runtime.h>

int main()
{
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaArray_t a;
    cudaMallocArray(&a, &desc, 8, 4);
    float zeros[32] = {0}, values[20], back[32];
    for (int i = 0; i < 20; i++)
        values[i] = 100.0f + i;
    cudaMemcpyToArray(a, 0, 0, zeros, sizeof zeros, cudaMemcpyHostToDevice);
    // 20 floats from column 3 of row 1: the rest of row 1, all of row 2, 7 of row 3.
    cudaError_t e = cudaMemcpyToArray(a, 3 * sizeof(float), 1, values, sizeof values, cudaMemcpyHostToDevice);
    printf("to array: %s\n", cudaGetErrorString(e));
    cudaMemcpyFromArray(back, a, 0, 0, sizeof back, cudaMemcpyDeviceToHost);
    for (int r = 0; r < 4; r++) {
        for (int c = 0; c < 8; c++)
            printf(" %5.0f", back[r * 8 + c]);
        printf("\n");
    }
    float part[10];
    cudaStream_t s;
    cudaStreamCreate(&s);
    e = cudaMemcpyFromArrayAsync(part, a, 6 * sizeof(float), 2, sizeof part, cudaMemcpyDeviceToHost, s);
    cudaStreamSynchronize(s);
    printf("from array async: %s:", cudaGetErrorString(e));
    for (int i = 0; i < 10; i++)
        printf(" %.0f", part[i]);
    printf("\n");
    e = cudaMemcpyToArray(a, 4 * sizeof(float), 3, values, 5 * sizeof(float), cudaMemcpyHostToDevice);
    printf("past the last row: %s\n", cudaGetErrorString(e));
    cudaMemcpyFromArray(back, a, 0, 3, 8 * sizeof(float), cudaMemcpyDeviceToHost);
    printf("last row:");
    for (int c = 0; c < 8; c++)
        printf(" %.0f", back[c]);
    printf("\n%s\n", cudaGetErrorString(cudaGetLastError()));
    cudaFreeArray(a);
    return 0;
}
