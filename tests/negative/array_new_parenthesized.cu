__global__ void k(int* out) {
    int* a = new int[3](1, 2, 3);
    out[0] = a[2];
    delete[] a;
}
