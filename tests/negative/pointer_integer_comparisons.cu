// An integer compares with a pointer only as a null pointer constant (`p == 0`).
__global__ void kernel(int* out, int a) {
    out[0] = a == nullptr;
    out[1] = out == a;
    out[2] = out < 0 || 0 == nullptr;
}
