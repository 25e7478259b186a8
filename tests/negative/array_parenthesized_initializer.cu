__global__ void k(char* out) {
    char a[3] = {1, 2, 3};
    char b[3](a);
    out[0] = b[0];
}
